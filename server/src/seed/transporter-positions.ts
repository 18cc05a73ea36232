/**
 * Demo positions for the live transporter map, so it is not empty on a fresh start: a short trail across Shanghai
 * for the demo driver (last report a few minutes before seeding) and one for the delivery account (older, so it
 * shows as not reporting). Received times equal recorded times: nothing here throttles a real report.
 */
import type { Db } from '../db/client';
import { transporterPositions } from '../db/schema';

export interface DemoTransporter {
  userId: number;
  companyId: number;
  servicerId: number;
  resourceId: number;
}

/** [lat, lng] waypoints in Shanghai */
const DRIVER_ROUTE: [number, number][] = [
  [31.2304, 121.4737],
  [31.2251, 121.4826],
  [31.2189, 121.4931],
  [31.2117, 121.5042],
  [31.2035, 121.5148],
  [31.1978, 121.5253],
  [31.1912, 121.5362],
  [31.1856, 121.5461],
];
const DELIVERY_ROUTE: [number, number][] = [
  [31.2712, 121.4208],
  [31.2655, 121.4311],
  [31.2598, 121.4402],
  [31.2541, 121.4489],
];

function trail(who: DemoTransporter, route: [number, number][], lastAgoMs: number, stepMs: number, now: number) {
  return route.map(([lat, lng], i) => {
    const at = new Date(now - lastAgoMs - (route.length - 1 - i) * stepMs);
    return {
      companyId: who.companyId,
      servicerId: who.servicerId,
      userId: who.userId,
      resourceId: who.resourceId,
      lat,
      lng,
      accuracy: 12,
      heading: 135,
      speed: 6.5,
      recordedAt: at,
      receivedAt: at,
    };
  });
}

export async function seedTransporterPositions(db: Db, driver: DemoTransporter, delivery: DemoTransporter, now = Date.now()): Promise<void> {
  await db.insert(transporterPositions).values([
    ...trail(driver, DRIVER_ROUTE, 3 * 60_000, 5 * 60_000, now),
    ...trail(delivery, DELIVERY_ROUTE, 45 * 60_000, 6 * 60_000, now),
  ]);
}
