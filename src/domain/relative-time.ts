/** Relative time of spec §9: under 30 s 'just now', then minutes, hours, '1 day ago' up to 48 h, older a date. */

export type RelativeTime =
  | { key: 'justNow' }
  | { key: 'minutesAgo'; count: number }
  | { key: 'hoursAgo'; count: number }
  | { key: 'oneDayAgo' }
  /** local 'YYYY-MM-DD HH:mm' */
  | { key: 'date'; date: string };

const pad = (n: number) => String(n).padStart(2, '0');

export function formatDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A key + count the UI translates (ui.relativeTime.<key>); future times read as 'just now'. */
export function relativeTime(time: Date | number, now: Date | number = Date.now()): RelativeTime {
  const at = typeof time === 'number' ? time : time.getTime();
  const seconds = ((typeof now === 'number' ? now : now.getTime()) - at) / 1000;
  if (seconds < 30) return { key: 'justNow' };
  if (seconds < 3600) return { key: 'minutesAgo', count: Math.ceil(seconds / 60) };
  if (seconds < 86_400) return { key: 'hoursAgo', count: Math.ceil(seconds / 3600) };
  if (seconds < 2 * 86_400) return { key: 'oneDayAgo' };
  return { key: 'date', date: formatDateTime(new Date(at)) };
}

/** The i18n key and options of a relative time (catalog ui.relativeTime; a date passes through as is). */
export function relativeTimeMessage(rt: RelativeTime): { key: string; options: Record<string, unknown> } | { text: string } {
  switch (rt.key) {
    case 'date':
      return { text: rt.date };
    case 'minutesAgo':
    case 'hoursAgo':
      return { key: `ui.relativeTime.${rt.key}`, options: { count: rt.count } };
    default:
      return { key: `ui.relativeTime.${rt.key}`, options: {} };
  }
}
