/**
 * Registering, editing and moving an abnormal record (issue 19): each one transaction with the record (and its order)
 * locked, deciding with the shared table (src/domain/abnormal/records.ts), holding or releasing the order through the
 * lifecycle, one event on the record and on the order's timeline — or nothing at all.
 */
import { and, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createRecordBody, recordActionBody, updateRecordBody } from '../../../../src/domain/abnormal/api';
import { isHandlingOpen, type HandlingKind } from '../../../../src/domain/abnormal/handling';
import { ABNORMAL_ACTION_LABELS, ABNORMAL_STATUS_LABELS } from '../../../../src/domain/abnormal/messages';
import {
  abnormalNo,
  decideAbnormal,
  isOpenAbnormal,
  type AbnormalAction,
  type AbnormalRefusal,
  type AbnormalSource,
  type AbnormalStatus,
  type ResponsibleParty,
} from '../../../../src/domain/abnormal/records';
import { ABNORMAL_CATEGORY } from '../../../../src/domain/basic-data/abnormal-types';
import type { ServerMessageKey } from '../../../../src/domain/server-messages';
import { matchRule } from '../../../../src/domain/sorting-rules';
import { abnormalHandlings, abnormalRecords, businessGroups, configItems, files, orders, resources, sortingRules, stations, transitDiscrepancies, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { scopeCondition } from '../orders';
import { toSortingRule } from '../sorting-rules';
import { appendEvent, holdOrder, refused, releaseOrder, retagOrder, saveRecord, type AbnormalActor, type OrderRow, type RecordRow, type Tx } from './context';

type CreateBody = z.output<typeof createRecordBody>;
type UpdateBody = z.output<typeof updateRecordBody>;
type ActionBody = z.output<typeof recordActionBody>;

const REFUSALS: Record<AbnormalRefusal, ServerMessageKey> = {
  wrongStatus: 'abActionNotAllowed',
  wrongRole: 'abWrongRole',
  needsReason: 'abNeedsReason',
  needsResolution: 'abNeedsResolution',
  needsResponsible: 'abNeedsResponsible',
  handlingOpen: 'abHandlingOpen',
  alreadyHolding: 'abAlreadyHolding',
  notHolding: 'abNotHolding',
};

/** the order a registration names, within what the actor may see; a 400 naming the field otherwise */
async function orderFor(tx: Tx, actor: AbnormalActor, b: Pick<CreateBody, 'order_id' | 'order_no'>): Promise<OrderRow> {
  const scoped = scopeCondition(actor.scope);
  if (scoped === false) throw refused('abOrderInvalid', {}, 'order_id');
  const key = b.order_id != null ? eq(orders.id, b.order_id) : eq(orders.orderNo, String(b.order_no));
  const [order] = await tx.select().from(orders).where(and(scoped, key, isNull(orders.deletedAt))).for('update');
  if (!order) throw refused('abOrderInvalid', {}, b.order_id != null ? 'order_id' : 'order_no');
  return order;
}

/** a carton of the order: its label's order part is the order's number (or the number a split order was cut from) */
export function checkPackages(order: OrderRow, packageNos: string[]) {
  const base = order.orderNo.replace(/-S\d+$/, '');
  for (const p of packageNos) {
    const owner = p.slice(0, p.lastIndexOf('-')).toUpperCase();
    if (owner !== order.orderNo.toUpperCase() && owner !== base.toUpperCase()) throw refused('abPackageNotOfOrder', { package: p, no: order.orderNo }, 'package_nos');
  }
  return [...new Set(packageNos.map((p) => p.toUpperCase()))];
}

/** the type's name from the abnormal configuration (company items and system items); refused when unknown */
export async function typeName(tx: Tx, companyId: number, code: string, strict = true): Promise<string> {
  const rows = await tx
    .select({ companyId: configItems.companyId, name: configItems.name })
    .from(configItems)
    .where(and(eq(configItems.categoryCode, ABNORMAL_CATEGORY), eq(configItems.code, code), eq(configItems.status, 1), sql`(${configItems.companyId} = ${companyId} or ${configItems.companyId} is null)`));
  const row = rows.find((r) => r.companyId === companyId) ?? rows[0];
  if (!row && strict) throw refused('abTypeInvalid', {}, 'type_code');
  return row?.name ?? code;
}

export async function checkPhotos(tx: Tx, actor: AbnormalActor, photos: string[]) {
  if (!photos.length) return;
  const known = await tx
    .select({ fileid: files.fileid })
    .from(files)
    .where(and(inArray(files.fileid, photos), inArray(files.companyId, [actor.companyId, actor.ownCompanyId])));
  const have = new Set(known.map((k) => k.fileid));
  const missing = photos.find((p) => !have.has(p));
  if (missing) throw refused('abPhotoInvalid', { file: missing }, 'photos');
}

/** the responsible resource (a carrier, delivery provider or driver resource; a station for a station) of the company */
async function checkResponsible(tx: Tx, companyId: number, party: ResponsibleParty | null | undefined, resourceId: number | null | undefined) {
  if (resourceId == null) return;
  if (party === 'station') {
    const [s] = await tx.select({ id: stations.id }).from(stations).where(and(eq(stations.companyId, companyId), eq(stations.id, resourceId)));
    if (!s) throw refused('abResponsibleInvalid', {}, 'responsible_resource_id');
    return;
  }
  const [r] = await tx.select({ id: resources.id }).from(resources).where(and(eq(resources.companyId, companyId), eq(resources.id, resourceId)));
  if (!r) throw refused('abResponsibleInvalid', {}, 'responsible_resource_id');
}

async function checkHandler(tx: Tx, companyId: number, groupId: number | undefined, uid: number | undefined) {
  if (groupId != null) {
    const [g] = await tx.select({ id: businessGroups.id }).from(businessGroups).where(and(eq(businessGroups.companyId, companyId), eq(businessGroups.id, groupId)));
    if (!g) throw refused('abHandlerInvalid', {}, 'handler_group_id');
  }
  if (uid != null) {
    const [u] = await tx.select({ id: users.id }).from(users).where(and(eq(users.companyId, companyId), eq(users.id, uid)));
    if (!u) throw refused('abHandlerInvalid', {}, 'handler_uid');
  }
}

/** the abnormal sorting rule's handler group for the type and the order's consignor */
async function sortedHandler(tx: Tx, companyId: number, typeCode: string, consignorId: number | null): Promise<number | null> {
  const rows = await tx.select().from(sortingRules).where(and(eq(sortingRules.companyId, companyId), eq(sortingRules.kind, 'abnormal')));
  const rule = matchRule('abnormal', { abnormal_type: typeCode, consignor_id: consignorId ?? undefined }, rows.map(toSortingRule));
  const target = rule?.target.handler_group_id;
  return target != null ? Number(target) : null;
}

/** YC2611260001: the company's next number of the (China) day, under an advisory lock */
async function nextAbnormalNo(tx: Tx, companyId: number, now: Date): Promise<string> {
  const prefix = abnormalNo(now, 0).slice(0, -4);
  await tx.execute(sql`select pg_advisory_xact_lock(${companyId}, hashtext(${prefix}))`);
  const [last] = await tx
    .select({ no: abnormalRecords.abnormalNo })
    .from(abnormalRecords)
    .where(and(eq(abnormalRecords.companyId, companyId), like(abnormalRecords.abnormalNo, `${prefix}%`)))
    .orderBy(desc(abnormalRecords.abnormalNo))
    .limit(1);
  return abnormalNo(now, last ? Number(last.no.slice(prefix.length)) + 1 : 1);
}

export interface RegisterOptions {
  source: AbnormalSource;
  occurredAt: Date;
  discrepancyId?: number | null;
  /** transit: a type code the company has not configured is kept as is */
  lenientType?: boolean;
  /** called when this call wrote a new record (not a replay of a client_id already registered) */
  onCreated?: () => void;
}

/**
 * Registers a record in `tx`: the order within the actor's scope, the type of the configuration, cartons, photos and
 * responsible resource checked; the handler from the abnormal sorting rules; the order held when asked. Returns its id.
 * A repeated client_id answers the record it created (nothing written).
 */
export async function registerRecord(tx: Tx, actor: AbnormalActor, b: CreateBody, o: RegisterOptions): Promise<number> {
  if (b.client_id) {
    const [done] = await tx
      .select({ id: abnormalRecords.id })
      .from(abnormalRecords)
      .where(and(eq(abnormalRecords.companyId, actor.companyId), eq(abnormalRecords.clientId, b.client_id)));
    if (done) return done.id;
  }
  const order = await orderFor(tx, actor, b);
  const packageNos = checkPackages(order, b.package_nos);
  const name = await typeName(tx, actor.companyId, b.type_code, !o.lenientType);
  await checkPhotos(tx, actor, b.photos);
  await checkResponsible(tx, actor.companyId, b.responsible_party, b.responsible_resource_id);
  const now = new Date();
  const inserted = await tx
    .insert(abnormalRecords)
    .values({
      companyId: actor.companyId,
      abnormalNo: await nextAbnormalNo(tx, actor.companyId, now),
      clientId: b.client_id ?? null,
      orderId: order.id,
      packageNos,
      typeCode: b.type_code,
      typeName: name,
      stage: b.stage,
      responsibleParty: b.responsible_party ?? null,
      responsibleResourceId: b.responsible_resource_id ?? null,
      description: b.description,
      photos: b.photos,
      source: o.source,
      status: 'registered',
      holdsOrder: false,
      handlerGroupId: await sortedHandler(tx, actor.companyId, b.type_code, order.consignorResourceId),
      reportedBy: actor.userId,
      reportedByName: actor.name,
      reporterType: actor.orderRole,
      occurredAt: o.occurredAt,
      registeredAt: now,
      discrepancyId: o.discrepancyId ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!inserted.length) {
    // the same client_id registered meanwhile by a concurrent replay
    const [done] = await tx.select({ id: abnormalRecords.id }).from(abnormalRecords).where(and(eq(abnormalRecords.companyId, actor.companyId), eq(abnormalRecords.clientId, String(b.client_id))));
    if (done) return done.id;
    throw new HttpError(409, 'abRecordChanged');
  }
  let record = inserted[0];
  const held = b.hold_order ? await holdOrder(tx, actor, record, o.occurredAt, false) : false;
  if (held) record = (await tx.update(abnormalRecords).set({ holdsOrder: true }).where(eq(abnormalRecords.id, record.id)).returning())[0];
  await appendEvent(tx, actor, { ...record, status: '' }, { action: 'register', to: 'registered', occurredAt: o.occurredAt, data: { source: o.source, holds_order: held, type_code: b.type_code } });
  await retagOrder(tx, order.id);
  o.onCreated?.();
  return record.id;
}

const EDITABLE_BY_REPORTER: readonly AbnormalStatus[] = ['registered'];

/** PATCH: the facts, while open (the merchant and the field only their own record, while registered) */
export async function updateRecord(tx: Tx, actor: AbnormalActor, record: RecordRow, b: UpdateBody): Promise<void> {
  const status = record.status as AbnormalStatus;
  const own = record.reportedBy === actor.userId;
  if (!isOpenAbnormal(status) || (actor.role !== 'desk' && !(own && EDITABLE_BY_REPORTER.includes(status)))) {
    throw refused('abRecordClosed', { no: record.abnormalNo, status: ABNORMAL_STATUS_LABELS[status][actor.lang] });
  }
  const patch: Partial<typeof abnormalRecords.$inferInsert> = {};
  if (b.type_code !== undefined) {
    patch.typeCode = b.type_code;
    patch.typeName = await typeName(tx, record.companyId, b.type_code);
  }
  if (b.stage !== undefined) patch.stage = b.stage;
  if (b.responsible_party !== undefined) patch.responsibleParty = b.responsible_party;
  if (b.responsible_resource_id !== undefined) patch.responsibleResourceId = b.responsible_resource_id;
  if (b.responsible_resource_id != null || b.responsible_party !== undefined) {
    await checkResponsible(tx, record.companyId, (b.responsible_party ?? record.responsibleParty) as ResponsibleParty | null, b.responsible_resource_id ?? record.responsibleResourceId);
  }
  if (b.description !== undefined) patch.description = b.description;
  if (b.package_nos !== undefined) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, record.orderId));
    patch.packageNos = checkPackages(order, b.package_nos);
  }
  if (b.photos !== undefined) {
    await checkPhotos(tx, actor, b.photos);
    patch.photos = b.photos;
  }
  const fields = Object.keys(patch);
  if (!fields.length) return;
  const saved = await saveRecord(tx, record, patch, b.version);
  await appendEvent(tx, actor, record, { action: 'update', to: saved.status, data: { fields } });
}

export async function openHandlings(tx: Tx, recordId: number): Promise<number> {
  const rows = await tx.select({ kind: abnormalHandlings.kind, status: abnormalHandlings.status }).from(abnormalHandlings).where(eq(abnormalHandlings.recordId, recordId));
  return rows.filter((r) => isHandlingOpen(r.kind as HandlingKind, r.status)).length;
}

/** a transition of the table, with what it writes: the hold, the handler, the end's resolution, the linked discrepancy */
export async function actOnRecord(tx: Tx, actor: AbnormalActor, record: RecordRow, action: AbnormalAction, b: ActionBody, occurredAt = new Date()): Promise<RecordRow> {
  const open = await openHandlings(tx, record.id);
  const facts = { status: record.status as AbnormalStatus, responsibleParty: record.responsibleParty as ResponsibleParty | null, openHandlings: open, holdsOrder: record.holdsOrder };
  const decision = decideAbnormal(action, actor.role, facts, { reason: b.reason, resolution: b.resolution, responsibleParty: b.responsible_party ?? null });
  if (!decision.ok) {
    throw refused(REFUSALS[decision.reason], {
      no: record.abnormalNo,
      status: ABNORMAL_STATUS_LABELS[record.status as AbnormalStatus]?.[actor.lang] ?? record.status,
      action: ABNORMAL_ACTION_LABELS[action][actor.lang],
      count: open,
    });
  }
  const patch: Partial<typeof abnormalRecords.$inferInsert> = { status: decision.to };
  const data: Record<string, unknown> = {};
  if (action === 'accept') {
    if (b.responsible_party) {
      await checkResponsible(tx, record.companyId, b.responsible_party, b.responsible_resource_id);
      patch.responsibleParty = b.responsible_party;
      patch.responsibleResourceId = b.responsible_resource_id ?? null;
      data.responsible_party = b.responsible_party;
    }
  }
  if (action === 'reject') patch.rejectReason = b.reason;
  if (action === 'end') {
    patch.resolution = b.resolution;
    patch.endedAt = occurredAt;
    data.resolution = b.resolution;
  }
  if (action === 'reopen') patch.endedAt = null;
  if (action === 'assign') {
    await checkHandler(tx, record.companyId, b.handler_group_id, b.handler_uid);
    if (b.handler_group_id != null) patch.handlerGroupId = b.handler_group_id;
    if (b.handler_uid != null) patch.handlerUid = b.handler_uid;
    Object.assign(data, { handler_group_id: b.handler_group_id ?? null, handler_uid: b.handler_uid ?? null });
  }
  const stopsHolding = record.holdsOrder && (action === 'release' || !isOpenAbnormal(decision.to));
  if (stopsHolding) patch.holdsOrder = false;
  if (action === 'hold') {
    await holdOrder(tx, actor, record, occurredAt, true);
    patch.holdsOrder = true;
  }
  const saved = await saveRecord(tx, record, patch, b.version);
  if (stopsHolding) await releaseOrder(tx, actor, saved, b.resolution || b.reason || ABNORMAL_ACTION_LABELS[action][actor.lang], occurredAt);
  await appendEvent(tx, actor, record, { action, to: decision.to, reason: b.reason || undefined, occurredAt, data });
  await retagOrder(tx, record.orderId);
  if (action === 'end' && record.discrepancyId != null) {
    // the arrival discrepancy it came from is resolved with the record's resolution
    await tx
      .update(transitDiscrepancies)
      .set({ status: 'resolved', note: b.resolution.slice(0, 500), resolvedBy: actor.userId, resolvedByName: actor.name, resolvedAt: occurredAt, updatedAt: new Date() })
      .where(and(eq(transitDiscrepancies.id, record.discrepancyId), eq(transitDiscrepancies.status, 'open'), eq(transitDiscrepancies.voided, false)));
  }
  return saved;
}
