/** Picks the greeting key by local hour: morning before 12, afternoon before 18, else evening. */
export function greetingKey(date: Date = new Date()): 'welcome.greetingMorning' | 'welcome.greetingAfternoon' | 'welcome.greetingEvening' {
  const h = date.getHours();
  if (h >= 5 && h < 12) return 'welcome.greetingMorning';
  if (h >= 12 && h < 18) return 'welcome.greetingAfternoon';
  return 'welcome.greetingEvening';
}

/** Formats an ISO time as local 'YYYY-MM-DD HH:mm'; null or invalid gives null. */
export function formatLoginTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
