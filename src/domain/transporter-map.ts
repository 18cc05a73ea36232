/** The live transporter map (issue 8): what a driver reports, the rules on it, what the map lists and the socket event. */
import { z } from 'zod';

/** accounts that report their position: a delivery provider's or a driver's (the PAI app) */
export const REPORTER_TYPES = ['delivery', 'driver'] as const;
export const isReporterType = (mainType: string | null | undefined): boolean => (REPORTER_TYPES as readonly string[]).includes(mainType ?? '');

/** the server stores at most one position per user in this window; later ones are answered ok, not stored */
export const POSITION_THROTTLE_MS = 10_000;
/** a transporter is online when its last position is this recent */
export const ONLINE_WINDOW_MS = 10 * 60_000;
/** a device clock may run ahead by this much; further in the future is refused */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** positions older than this are pruned */
export const POSITION_RETENTION_DAYS = 7;
/** the browser reports at most this often, or sooner once it moved this far */
export const REPORT_MIN_INTERVAL_MS = 30_000;
export const REPORT_MIN_DISTANCE_M = 100;

/** emitted to the dispatchers of the transporter's servicer (and its own company) after a stored position */
export const TRANSPORTER_POSITION_EVENT = 'transporter:position';

/** POST /api/map/positions */
export const positionReportBody = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000).nullable().optional(),
  heading: z.number().min(0).max(360).nullable().optional(),
  speed: z.number().min(0).max(1000).nullable().optional(),
  /** device time, ISO 8601 with an offset */
  recorded_at: z.iso.datetime({ offset: true }),
});
export type PositionReport = z.infer<typeof positionReportBody>;

export interface PositionDto {
  lat: number;
  lng: number;
  accuracy: number | null;
  heading: number | null;
  speed: number | null;
  recorded_at: string;
}

export interface TransporterDto {
  /** the account's user id (the /show/{id} id) */
  id: number;
  name: string;
  phone: string;
  main_type: string;
  resource_id: number | null;
  /** null: never reported (or not in the last days) */
  position: PositionDto | null;
  online: boolean;
  /** TO_SIGN orders assigned to the transporter's resource */
  orders_under_way: number;
}

/** The socket payload of TRANSPORTER_POSITION_EVENT. */
export interface TransporterPositionEvent extends PositionDto {
  user_id: number;
  resource_id: number | null;
  name: string;
}

export const isOnline = (recordedAt: string | Date | null | undefined, now = Date.now()): boolean =>
  !!recordedAt && now - new Date(recordedAt).getTime() <= ONLINE_WINDOW_MS;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const TRANSPORTER_MAP_MESSAGES = {
  positionReportersOnly: { zh: '仅司机或配送员账号可以上报位置', en: 'Only driver and delivery accounts can report a position' },
  recordedAtFuture: { zh: '不能晚于当前时间5分钟以上', en: 'must not be more than 5 minutes in the future' },
  positionThrottled: { zh: '上报过于频繁，本次位置未保存', en: 'Reported too often: this position was not stored' },
} as const;
