/**
 * Transit arrival discrepancies open abnormal records (issue 19): a short and an over carton each open a record in
 * the arrival's transaction (SHORTAGE / OVERAGE, stage arrival, the carrier answerable, source transit, no hold);
 * resolving the discrepancy on the load ends its record, ending the record resolves its discrepancy, and a cancelled
 * arrival rejects the records still registered.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abnormalRecords, transitDiscrepancies } from '../../../db/schema';
import { setupTransit } from '../transit/fixture';

const { f, call, data, inWarehouse, createLoad, scan, act } = setupTransit();

async function arrivedWithShortAndOver() {
  const os = [await inWarehouse(1), await inWarehouse(1)];
  const load = await data(createLoad({ order_ids: os.map((o) => o.id) }));
  await data(scan(load.id, os.map((o) => ({ code: `${o.orderNo}-001` }))));
  await data(act(load.id, 'depart'));
  const stray = await inWarehouse(1);
  await data(scan(load.id, [{ code: `${os[0].orderNo}-001`, phase: 'unload' }, { code: `${stray.orderNo}-001`, phase: 'unload' }]));
  const arrived = await data(act(load.id, 'arrive'));
  const records = await f.t.database.db.select().from(abnormalRecords).where(inArray(abnormalRecords.discrepancyId, arrived.discrepancies.map((d: { id: number }) => d.id)));
  return { load, os, stray, arrived, records };
}

describe('arrival discrepancies', () => {
  it('open one record each in the arrival; resolving on the load and ending the record agree', async () => {
    const { load, os, stray, arrived, records } = await arrivedWithShortAndOver();
    expect(records).toHaveLength(2);
    const short = records.find((r) => r.orderId === os[1].id)!;
    const over = records.find((r) => r.orderId === stray.id)!;
    expect(short).toMatchObject({ typeCode: 'SHORTAGE', stage: 'arrival', responsibleParty: 'carrier', source: 'transit', status: 'registered', holdsOrder: false, packageNos: [`${os[1].orderNo}-001`] });
    expect(short.description).toBe(`配载${load.load_no}到达少件：包件${os[1].orderNo}-001`);
    expect(over).toMatchObject({ typeCode: 'OVERAGE', packageNos: [`${stray.orderNo}-001`] });
    const listed = await data(call('GET', `/abnormal/records?source=transit&order_id=${os[1].id}`));
    expect(listed.list).toEqual([expect.objectContaining({ id: short.id, discrepancy_id: short.discrepancyId, status: 'registered' })]);

    // resolved on the load: the record ends with the note
    await data(call('POST', `/transit/discrepancies/${short.discrepancyId}/resolve`, { note: '司机补送' }));
    const ended = await data(call('GET', `/abnormal/records/${short.id}`));
    expect(ended).toMatchObject({ status: 'ended', resolution: '司机补送' });
    // ended on the desk: the discrepancy is resolved
    await data(call('POST', `/abnormal/records/${over.id}/actions/accept`, {}));
    await data(call('POST', `/abnormal/records/${over.id}/actions/end`, { resolution: '多件退回原仓' }));
    const [d] = await f.t.database.db.select().from(transitDiscrepancies).where(eq(transitDiscrepancies.id, over.discrepancyId!));
    expect(d).toMatchObject({ status: 'resolved', note: '多件退回原仓' });
    expect(arrived.status).toBe('arrived');
  });

  it('a record with a handling open stays when its discrepancy is resolved; a cancelled arrival rejects the registered ones', async () => {
    const { load, os, stray, records } = await arrivedWithShortAndOver();
    const short = records.find((r) => r.orderId === os[1].id)!;
    const over = records.find((r) => r.orderId === stray.id)!;
    await data(call('POST', `/abnormal/records/${short.id}/actions/accept`, {}));
    await data(call('POST', `/abnormal/records/${short.id}/handlings`, { kind: 'repair', repairer_name: '李师傅' }));
    await data(call('POST', `/transit/discrepancies/${short.discrepancyId}/resolve`, { note: '司机补送' }));
    expect((await data(call('GET', `/abnormal/records/${short.id}`))).status).toBe('handling');
    await data(act(load.id, 'cancel_arrival', { reason: '误操作' }));
    expect((await data(call('GET', `/abnormal/records/${over.id}`))).status).toBe('rejected');
    expect((await data(call('GET', `/abnormal/records/${short.id}`))).status).toBe('handling');
  });
});
