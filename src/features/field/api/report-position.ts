/**
 * POST /map/positions: the signed-in driver's position for the live transporter map. Sent directly, never through
 * the outbox: a position is only worth anything while it is current, so one that cannot go now is dropped.
 */
import type { PositionReport } from '@/domain/transporter-map';
import { apiPost } from '@/lib/api-client';

export interface PositionReportResult {
  stored: boolean;
  reason: string | null;
  message: string;
  id: number | null;
}

export function reportPosition(body: PositionReport): Promise<PositionReportResult> {
  return apiPost('/map/positions', body, { silent: true });
}
