import { describe, expect, it } from 'vitest';
import { abnormalEventRecord, abnormalEventWords, isAbnormalEvent } from './abnormal-events';

describe("an abnormal record's events on the order timeline", () => {
  it('says what happened in the domain catalog words', () => {
    expect(isAbnormalEvent('abnormal_end')).toBe(true);
    expect(isAbnormalEvent('report_abnormal')).toBe(false);
    expect(abnormalEventWords('abnormal_end', 'zh')).toEqual({ text: '完结' });
    expect(abnormalEventWords('abnormal_accept', 'zh')).toEqual({ text: '审核通过' });
    expect(abnormalEventWords('abnormal_register', 'zh')).toEqual({ key: 'register' });
    expect(abnormalEventWords('abnormal_handling_refund_create', 'zh')).toEqual({ text: '+ 退款' });
    expect(abnormalEventWords('abnormal_handling_refund_pay', 'zh')).toMatchObject({ text: expect.stringMatching(/^退款 · /) });
    expect(abnormalEventWords('abnormal_something_new', 'zh')).toBeNull();
  });

  it('names the record it belongs to', () => {
    expect(abnormalEventRecord({ abnormal_id: 7, abnormal_no: 'YC2611270001', source: 'desk' })).toEqual({ id: 7, no: 'YC2611270001' });
    expect(abnormalEventRecord({ abnormal_no: 'YC2611270001' })).toBeNull();
  });
});
