/**
 * Transit arrival discrepancies and abnormal records (issue 19, src/domain/abnormal/README.md 'Transit arrival
 * discrepancies'): an arrival that finds a carton short or over opens one record per discrepancy in the arrival's
 * transaction (type SHORTAGE / OVERAGE — the code kept when the company has not configured it —, stage arrival, the
 * load's carrier answerable, source transit, no hold); resolving the discrepancy on the load ends its record when no
 * handling is open; a voided discrepancy (cancelled arrival) rejects its record while still registered.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { serverMessage, type ServerLang } from '../../../../src/domain/server-messages';
import type { AbnormalActor, Tx } from './context';
import { abnormalRecords, transitDiscrepancies } from '../../db/schema';
import { actOnRecord, openHandlings, registerRecord } from './record-writes';

interface TransitWho {
  companyId: number;
  userId: number;
  name: string;
  lang: ServerLang;
}

const deskOf = (who: TransitWho): AbnormalActor => ({
  companyId: who.companyId,
  ownCompanyId: who.companyId,
  userId: who.userId,
  name: who.name,
  role: 'desk',
  orderRole: 'servicer',
  scope: { kind: 'company', companyId: who.companyId },
  lang: who.lang,
});

/** one record per short / over discrepancy of an order, opened in the arrival's transaction */
export async function openArrivalRecords(tx: Tx, who: TransitWho, load: { loadNo: string; carrierResourceId: number | null }, discrepancyIds: number[], at: Date): Promise<void> {
  if (!discrepancyIds.length) return;
  const rows = await tx.select().from(transitDiscrepancies).where(inArray(transitDiscrepancies.id, discrepancyIds));
  const actor = deskOf(who);
  for (const d of rows) {
    if (d.orderId == null || (d.kind !== 'short' && d.kind !== 'over')) continue;
    await registerRecord(
      tx,
      actor,
      {
        order_id: d.orderId,
        package_nos: [d.packageNo],
        type_code: d.kind === 'short' ? 'SHORTAGE' : 'OVERAGE',
        stage: 'arrival',
        responsible_party: 'carrier',
        responsible_resource_id: load.carrierResourceId ?? undefined,
        description: serverMessage(who.lang, d.kind === 'short' ? 'abTransitShort' : 'abTransitOver', { load: load.loadNo, package: d.packageNo }),
        photos: [],
        hold_order: false,
      },
      { source: 'transit', occurredAt: at, discrepancyId: d.id, lenientType: true },
    );
  }
}

/** the discrepancy was resolved on the load: its record ends (accepted first while registered) when no handling is open */
export async function endOnDiscrepancyResolved(tx: Tx, who: TransitWho, discrepancyId: number, note: string): Promise<void> {
  const [record] = await tx
    .select()
    .from(abnormalRecords)
    .where(and(eq(abnormalRecords.companyId, who.companyId), eq(abnormalRecords.discrepancyId, discrepancyId)))
    .for('update');
  if (!record || (await openHandlings(tx, record.id)) > 0) return;
  const actor = deskOf(who);
  const body = { reason: '', resolution: note || '-', responsible_party: undefined, responsible_resource_id: undefined, handler_group_id: undefined, handler_uid: undefined, version: undefined };
  let current = record;
  if (current.status === 'registered') current = await actOnRecord(tx, actor, current, 'accept', { ...body, responsible_party: current.responsibleParty ? undefined : 'carrier' });
  if (current.status === 'accepted' || current.status === 'handling') await actOnRecord(tx, actor, current, 'end', body);
}

/** a cancelled arrival voided its discrepancies: their records still registered are rejected */
export async function rejectVoidedRecords(tx: Tx, who: TransitWho, loadId: number, reason: string): Promise<void> {
  const rows = await tx
    .select({ record: abnormalRecords })
    .from(abnormalRecords)
    .innerJoin(transitDiscrepancies, eq(transitDiscrepancies.id, abnormalRecords.discrepancyId))
    .where(and(eq(transitDiscrepancies.loadId, loadId), eq(transitDiscrepancies.voided, true), eq(abnormalRecords.status, 'registered')));
  const actor = deskOf(who);
  for (const { record } of rows) {
    await actOnRecord(tx, actor, record, 'reject', { reason: (reason || '-').slice(0, 200), resolution: '', responsible_party: undefined, responsible_resource_id: undefined, handler_group_id: undefined, handler_uid: undefined, version: undefined });
  }
}
