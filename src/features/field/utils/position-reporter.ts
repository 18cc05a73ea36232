/**
 * Decides which geolocation fixes are sent to the transporter map: at most one every 30 s, or sooner once the
 * device moved 100 m (never closer than the server's 10 s throttle), and only while online. Fixes that cannot be
 * sent are dropped, not queued: a stale position would only mislead the dispatcher.
 */
import { distanceMetres, POSITION_THROTTLE_MS, REPORT_MIN_DISTANCE_M, REPORT_MIN_INTERVAL_MS, type PositionReport } from '@/domain/transporter-map';

export interface Fix {
  lat: number;
  lng: number;
  accuracy?: number | null;
  heading?: number | null;
  speed?: number | null;
  /** device time, ms */
  timestamp: number;
}

export interface PositionReporterDeps {
  send(body: PositionReport): Promise<unknown>;
  isOnline(): boolean;
  now(): number;
}

const finiteOrNull = (v: number | null | undefined, max: number) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= max ? v : null);

export function toReport(fix: Fix): PositionReport {
  return {
    lat: fix.lat,
    lng: fix.lng,
    accuracy: finiteOrNull(fix.accuracy, 100_000),
    heading: finiteOrNull(fix.heading, 360),
    speed: finiteOrNull(fix.speed, 1000),
    recorded_at: new Date(fix.timestamp).toISOString(),
  };
}

export class PositionReporter {
  private last: { lat: number; lng: number; at: number } | null = null;
  private inFlight = false;

  constructor(private readonly deps: PositionReporterDeps) {}

  /** Whether this fix is worth sending now. */
  due(fix: Fix): boolean {
    if (!this.last) return true;
    const elapsed = this.deps.now() - this.last.at;
    if (elapsed >= REPORT_MIN_INTERVAL_MS) return true;
    return elapsed >= POSITION_THROTTLE_MS && distanceMetres(this.last, fix) >= REPORT_MIN_DISTANCE_M;
  }

  /** Sends the fix when due and online; resolves true when it was sent. A failed send is dropped (no retry). */
  async offer(fix: Fix): Promise<boolean> {
    if (this.inFlight || !this.deps.isOnline() || !this.due(fix)) return false;
    this.inFlight = true;
    try {
      await this.deps.send(toReport(fix));
      this.last = { lat: fix.lat, lng: fix.lng, at: this.deps.now() };
      return true;
    } catch {
      return false;
    } finally {
      this.inFlight = false;
    }
  }

  /** Forget the last send (sharing switched off and on again reports at once). */
  reset(): void {
    this.last = null;
  }

  get lastSentAt(): number | null {
    return this.last?.at ?? null;
  }
}
