/** How long ago a download happened, as an i18n key + count ('downloaded 5 minutes ago'). */
export function downloadAge(at: number | null | undefined, now = Date.now()): { key: string; count?: number } {
  if (!at) return { key: 'field.age.never' };
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 1) return { key: 'field.age.justNow' };
  if (minutes < 60) return { key: 'field.age.minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'field.age.hours', count: hours };
  return { key: 'field.age.days', count: Math.floor(hours / 24) };
}

/** Limitation status → the card's edge colour. */
export const LIMITATION_COLOURS: Record<string, string> = { A_NORMAL: 'green.500', B_WARNING: 'orange.400', C_DANGER: 'red.500' };
