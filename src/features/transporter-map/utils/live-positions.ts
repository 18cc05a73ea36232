/**
 * Folding a 'transporter:position' socket event into the cached list and trail, so markers move without a reload;
 * and the report age shown in the list. Pure functions: the hook applies them with setQueryData.
 */
import { isOnline, type PositionDto, type TransporterDto, type TransporterPositionEvent } from '@/domain/transporter-map';

export function toPosition(event: TransporterPositionEvent): PositionDto {
  return { lat: event.lat, lng: event.lng, accuracy: event.accuracy ?? null, heading: event.heading ?? null, speed: event.speed ?? null, recorded_at: event.recorded_at };
}

/** true when `next` is at least as recent as the current position (events may arrive out of order) */
const newer = (current: PositionDto | null, next: PositionDto) => !current || Date.parse(next.recorded_at) >= Date.parse(current.recorded_at);

/** The transporter with the event applied; the same object when the event changes nothing. */
export function applyToTransporter(t: TransporterDto, event: TransporterPositionEvent): TransporterDto {
  if (t.id !== event.user_id) return t;
  const position = toPosition(event);
  if (!newer(t.position, position)) return t;
  return { ...t, position, online: isOnline(position.recorded_at) };
}

/** The list with the event applied, or null when the event's transporter is not in it (refetch). */
export function applyToList<L extends { list: TransporterDto[] }>(data: L, event: TransporterPositionEvent): L | null {
  if (!data.list.some((t) => t.id === event.user_id)) return null;
  return { ...data, list: data.list.map((t) => applyToTransporter(t, event)) };
}

/** A trail with the event appended in time order (a repeat of a known point is ignored). */
export function applyToTrail(trail: PositionDto[], event: TransporterPositionEvent): PositionDto[] {
  const position = toPosition(event);
  if (trail.some((p) => p.recorded_at === position.recorded_at && p.lat === position.lat && p.lng === position.lng)) return trail;
  return [...trail, position].sort((a, b) => Date.parse(a.recorded_at) - Date.parse(b.recorded_at));
}

export type ReportAge = { key: 'justNow' } | { key: 'minutes' | 'hours' | 'days'; count: number };

export function reportAge(recordedAt: string, now = Date.now()): ReportAge {
  const minutes = Math.max(0, Math.floor((now - Date.parse(recordedAt)) / 60_000));
  if (minutes < 1) return { key: 'justNow' };
  if (minutes < 60) return { key: 'minutes', count: minutes };
  if (minutes < 24 * 60) return { key: 'hours', count: Math.floor(minutes / 60) };
  return { key: 'days', count: Math.floor(minutes / 1440) };
}

/** Case-insensitive match of name or phone. */
export function matchesSearch(t: TransporterDto, term: string): boolean {
  const q = term.trim().toLowerCase();
  return !q || t.name.toLowerCase().includes(q) || t.phone.includes(q);
}
