/** Row tones of the devices list: failed entries red, unsent work older than an hour amber (first match wins). */
import { SYNC_STALE_MS, type DeviceSyncRow } from '@/domain/device-sync';
import type { RowStyleRule } from '@/domain/row-styles';

export function deviceRowStyles(now: () => number = Date.now): RowStyleRule<DeviceSyncRow>[] {
  return [
    { id: 'device-failed', tone: 'danger', when: (r) => r.failed > 0 },
    {
      id: 'device-stale',
      tone: 'warning',
      when: (r) => r.oldest_at !== null && now() - Date.parse(r.oldest_at) > SYNC_STALE_MS,
    },
  ];
}

export const DEVICE_ROW_STYLES = deviceRowStyles();
