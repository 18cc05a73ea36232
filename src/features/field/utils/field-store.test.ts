import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LadingDb, useLocalDbForTests, type OutboxRow } from '@/lib/db';
import type { FieldOrderData } from '../api/download-field-orders';
import { markApplied, readFieldOrder, readFieldOrders, reconcile, setLocalStatus, storeDownload } from './field-store';

const SCOPE = '2:7';
let db: LadingDb;

const order = (no: string, status: FieldOrderData['status']): FieldOrderData => ({
  id: Number(no.slice(-4)),
  order_no: no,
  status,
  end_contact: '张三',
  end_tel: '13800001111',
  end_province: '上海市',
  end_city: '市辖区',
  end_district: '长宁区',
  end_address: '人民路1号',
  limitation_status_code: 'A_NORMAL',
  package: 1,
  products: [],
  consignor_name: '',
});

const entry = (no: string, status: OutboxRow['status'], msg?: string): OutboxRow => ({
  id: `e-${no}`,
  scope: SCOPE,
  key: `k-${no}`,
  entity: `order:${no}`,
  seq: 1,
  kind: 'order.action',
  payload: {},
  blobIds: [],
  label: { action: 'sign', target: no },
  occurredAt: new Date(0).toISOString(),
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  status,
  lastError: msg ? { code: '1', msg, httpStatus: 400 } : null,
});

beforeEach(() => {
  db = new LadingDb(`field-store-${Math.random()}`);
  useLocalDbForTests(db);
});
afterEach(async () => {
  db.close();
  await db.delete();
  useLocalDbForTests(null);
});

describe('field orders store', () => {
  it('a download replaces server statuses, keeps a local status while its action is unsent, drops orders gone elsewhere', async () => {
    await storeDownload(SCOPE, ['TO_APPOINT', 'TO_SIGN'], [order('2000000001', 'TO_SIGN'), order('2000000002', 'TO_SIGN'), order('2000000003', 'TO_APPOINT')], 1);
    await setLocalStatus(SCOPE, '2000000001', 'TO_REVISIT');
    await setLocalStatus(SCOPE, '2000000003', 'TO_SIGN', { appoint_at: '2026-11-25T02:00:00.000Z' });
    await db.outbox.put(entry('2000000001', 'pending'));
    // 2000000002 was re-assigned (not in the answer); 2000000003's appointment was sent meanwhile
    await storeDownload(SCOPE, ['TO_APPOINT', 'TO_SIGN'], [order('2000000001', 'TO_SIGN'), order('2000000003', 'TO_SIGN')], 2);
    const rows = await readFieldOrders(SCOPE);
    expect(rows.map((r) => [r.orderNo, r.status, r.localStatus, r.fetchedAt]).sort()).toEqual([
      ['2000000001', 'TO_SIGN', 'TO_REVISIT', 2],
      ['2000000003', 'TO_SIGN', null, 2],
    ]);
    // the appointment time the device set survives a list answer without one
    expect((await readFieldOrder(SCOPE, '2000000003'))?.data.appoint_at).toBe('2026-11-25T02:00:00.000Z');
    expect(await readFieldOrders('9:9')).toEqual([]);
  });

  it('a sent action gives the card the server status; a rejected one restores it and reports the msg', async () => {
    await storeDownload(SCOPE, ['TO_SIGN'], [order('2000000001', 'TO_SIGN'), order('2000000002', 'TO_SIGN')], 1);
    await setLocalStatus(SCOPE, '2000000001', 'TO_REVISIT');
    await setLocalStatus(SCOPE, '2000000002', 'TO_REVISIT');
    await db.outbox.put(entry('2000000002', 'failed', '订单状态不允许签收'));
    await markApplied(SCOPE, '2000000001', 'TO_REVISIT');
    const rejected = await reconcile(SCOPE);
    expect([...rejected]).toEqual([['2000000002', '订单状态不允许签收']]);
    expect(await readFieldOrder(SCOPE, '2000000001')).toMatchObject({ status: 'TO_REVISIT', localStatus: null });
    expect(await readFieldOrder(SCOPE, '2000000002')).toMatchObject({ status: 'TO_SIGN', localStatus: null });
  });

  it('a card whose entry is gone (sent from another tab) takes its local status', async () => {
    await storeDownload(SCOPE, ['TO_SIGN'], [order('2000000001', 'TO_SIGN')], 1);
    await setLocalStatus(SCOPE, '2000000001', 'TO_REVISIT');
    await reconcile(SCOPE);
    expect(await readFieldOrder(SCOPE, '2000000001')).toMatchObject({ status: 'TO_REVISIT', localStatus: null });
  });
});
