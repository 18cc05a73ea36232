import { describe, expect, it } from 'vitest';
import type { DeviceSyncRow } from '@/domain/device-sync';
import { rowTone } from '@/domain/row-styles';
import { deviceRowStyles } from './row-styles';

const NOW = Date.parse('2026-01-01T12:00:00Z');
const rules = deviceRowStyles(() => NOW);
const row = (patch: Partial<DeviceSyncRow>): DeviceSyncRow => ({
  id: 1,
  user_id: 1,
  user_name: 'a',
  username: 'a',
  device_id: 'd',
  pending: 0,
  failed: 0,
  oldest_at: null,
  app_version: '',
  connected: true,
  updated_at: '',
  last_seen_at: '',
  ...patch,
});
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('device row styles', () => {
  it('plain without unsent work or with recent work', () => {
    expect(rowTone(row({}), rules)).toBeNull();
    expect(rowTone(row({ pending: 2, oldest_at: ago(59) }), rules)).toBeNull();
  });
  it('amber when the oldest unsent entry is over an hour old', () => {
    expect(rowTone(row({ pending: 2, oldest_at: ago(61) }), rules)).toBe('warning');
  });
  it('red with failed entries, whatever their age', () => {
    expect(rowTone(row({ failed: 1, oldest_at: ago(5) }), rules)).toBe('danger');
    expect(rowTone(row({ failed: 1, oldest_at: ago(600) }), rules)).toBe('danger');
  });
});
