/** This browser's stable device id (localStorage 'lading.device_id'): the key of its sync reports. */
const KEY = 'lading.device_id';
let fallback: string | null = null;

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function deviceId(): string {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored && stored.length <= 64) return stored;
    const id = newId();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    // storage blocked: one id for this page's life
    fallback ??= newId();
    return fallback;
  }
}
