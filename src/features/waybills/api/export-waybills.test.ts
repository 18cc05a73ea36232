import { describe, expect, it } from 'vitest';
import { exportJobBody } from './export-waybills';

describe('the background export body', () => {
  it('carries the filter, sort and columns as the strings the export query reads, empty ones dropped', () => {
    expect(
      exportJobBody({ status: ['TO_SIGN', 'SIGNED'], end_tel: ' 1380 ', nos: '', consignor_resource_id: 7, sort: 'created_at desc', created_from: undefined }, ['order_no', 'end_tel']),
    ).toEqual({ status: 'TO_SIGN,SIGNED', end_tel: '1380', consignor_resource_id: '7', sort: 'created_at desc', columns: 'order_no,end_tel' });
  });
});
