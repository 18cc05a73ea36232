import { describe, expect, it } from 'vitest';
import { ROW_STYLE_RULES, rowTone, type RowStyleFields } from './row-styles';

const tone = (r: RowStyleFields) => rowTone(r, ROW_STYLE_RULES);

describe('row style rules (spec §4)', () => {
  it('limitation status C_DANGER red, B_WARNING amber, A_NORMAL plain', () => {
    expect(tone({ limitation_status_code: 'C_DANGER' })).toBe('danger');
    expect(tone({ limitation_status_code: 'B_WARNING' })).toBe('warning');
    expect(tone({ limitation_status_code: 'A_NORMAL' })).toBeNull();
  });
  it('timed-out tickets red, settled income purple, not out of storage green', () => {
    expect(tone({ is_timed_out: true })).toBe('danger');
    expect(tone({ is_timed_out: 1 })).toBe('danger');
    expect(tone({ is_timed_out: false })).toBeNull();
    expect(tone({ income_settle_status: 2 })).toBe('purple');
    expect(tone({ income_settle_status: '2' })).toBe('purple');
    expect(tone({ income_settle_status: 1 })).toBeNull();
    expect(tone({ is_not_out_storage: true })).toBe('success');
    expect(tone({ is_not_out_storage: false })).toBeNull();
  });
  it('first matching rule wins: danger over warning over purple over green', () => {
    expect(tone({ limitation_status_code: 'C_DANGER', income_settle_status: 2, is_not_out_storage: true })).toBe('danger');
    expect(tone({ limitation_status_code: 'B_WARNING', is_not_out_storage: true })).toBe('warning');
    expect(tone({ income_settle_status: 2, is_not_out_storage: true })).toBe('purple');
  });
  it('rules are data: a screen can pass its own list', () => {
    expect(rowTone({ x: 1 }, [{ id: 'x', tone: 'warning', when: (r) => r.x === 1 }])).toBe('warning');
    expect(rowTone({ x: 1 }, [])).toBeNull();
  });
});
