/**
 * Ticket writes: create, save (PUT) and actions. Each is one transaction that locks the ticket row, decides
 * with the shared workflow table (src/domain/tickets/workflow.ts), validates the payload (ajv + error_schema)
 * and the fee rows (shared fee rules) and only then writes; a refusal changes nothing. finance_complete posts
 * the fee rows to the order's fees in the same transaction, once (order_fees.source_fee_row_id is unique).
 */
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { ServerLang, ServerMessageKey } from '../../../src/domain/server-messages';
import { parseAmountCents, stageRule, yuanToCents, type FeeConfig, type FeeRow } from '../../../src/domain/tickets/fees';
import { SYSTEM_PAYLOAD_KEYS, type TicketFormData } from '../../../src/domain/tickets/ticket-schema';
import { autoSubType } from '../../../src/domain/tickets/visibility';
import {
  TICKET_STATUS_LABELS,
  TICKET_TRANSITIONS,
  decideTicketAction,
  stageOf,
  type TicketAction,
  type TicketRefusal,
  type TicketStage,
  type TicketStatus,
} from '../../../src/domain/tickets/workflow';
import type { Db } from '../db/client';
import { orderFees, orders, ticketEvents, ticketFeeRows, tickets } from '../db/schema';
import { HttpError, badRequest, notFound } from '../lib/http-error';
import { feeIssues, formFields, issuesText, validateFormFields, type FieldIssue } from '../lib/ticket-payload';
import { storedFeeRow, type FeeRowRecord, type SchemaRow, type TicketRow } from './ticket-dto';
import { postTicketFees } from './ticket-fee-posting';
import type { TicketActor, TicketsRepository } from './tickets';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface CreateTicketInput {
  schemaId: number;
  payload: TicketFormData;
  parentId?: number | null;
  executiveUid?: number | null;
  financialUid?: number | null;
}

export interface ActionBody {
  reason?: string;
  fees?: FeeRow[];
  payload?: TicketFormData;
  financial_uid?: number | null;
  version?: number;
}

const REFUSALS: Record<TicketRefusal, ServerMessageKey> = {
  wrongStatus: 'ticketWrongStatus',
  wrongRole: 'ticketWrongRole',
  needsReason: 'ticketNeedsReason',
  needsFees: 'ticketNeedsFees',
  hasFees: 'ticketHasFees',
  noFees: 'ticketNoFees',
  noReviewer: 'ticketNoReviewer',
};

const ROLE_LABELS = {
  EXECUTIVE_STAFF: { zh: '执行人', en: 'executive staff' },
  FINANCIAL_STAFF: { zh: '财务审核人', en: 'financial staff' },
};

function invalid(lang: ServerLang, issues: FieldIssue[]): HttpError {
  return new HttpError(400, 'ticketInvalidPayload', { msg: issuesText(lang, issues) }, { errors: issues });
}

/** The schema's own fields of a payload (system keys are columns or fee rows). */
function ownFields(payload: TicketFormData): Record<string, unknown> {
  const system = new Set<string>(SYSTEM_PAYLOAD_KEYS);
  return Object.fromEntries(Object.entries(payload).filter(([k]) => !system.has(k)));
}

/** What is stored: the schema's fields without the ones hidden now (a hidden field's old value is dropped). */
const storedFields = (schema: SchemaRow, payload: TicketFormData) => formFields(payload, schema.uiSchema);

function feeRecord(companyId: number, ticketId: number, r: FeeRow, position: number) {
  return {
    companyId,
    ticketId,
    position,
    direction: r.direction,
    code: r.code,
    codeName: r.code_name,
    settleTargetType: r.settle_target_type,
    settleTargetId: String(r.settle_target_id),
    settleTargetName: r.settle_target_name,
    amountCents: parseAmountCents(r.amount)!,
    settlementMethodCode: r.settlement_method_code,
    settlementMethodName: r.settlement_method_name,
  };
}

/** Names from the fee configuration, not the client: code_name and settlement_method_name. */
function canonical(rows: FeeRow[], configs: FeeConfig[]): FeeRow[] {
  return rows.map((r) => {
    const config = configs.find((c) => c.code === r.code);
    const method = config?.settlement_methods.find((m) => m.value === r.settlement_method_code);
    return { ...r, code_name: config?.name ?? r.code_name, settlement_method_name: method?.label ?? r.settlement_method_name };
  });
}

const sameRow = (a: FeeRow, b: FeeRow) =>
  a.direction === b.direction &&
  a.code === b.code &&
  a.settle_target_type === b.settle_target_type &&
  String(a.settle_target_id) === String(b.settle_target_id) &&
  parseAmountCents(a.amount) === parseAmountCents(b.amount) &&
  a.settlement_method_code === b.settlement_method_code;

export class TicketWrites {
  constructor(
    private readonly db: Db,
    private readonly repo: TicketsRepository,
  ) {}

  private async checkUser(companyId: number, uid: number | null | undefined, field: string, db: Db = this.db) {
    if (uid == null) return;
    if (!(await this.repo.companyUser(companyId, uid, db))) throw badRequest('ticketUnknownUser', { field });
  }

  /** Payload fields and fee rows against the schema; throws a 400 with every issue. */
  private async validate(
    schema: SchemaRow,
    payload: TicketFormData,
    fees: FeeRow[],
    o: { stage: TicketStage; orderId: number | null; companyId: number; minItems: number; ticketId?: number },
    lang: ServerLang,
    db: Db = this.db,
  ) {
    const issues = validateFormFields(schema, payload, lang);
    if (fees.length || o.minItems > 0) {
      const targets = o.orderId != null ? await this.repo.settleTargets(o.companyId, o.orderId, db) : {};
      const rule = stageRule(schema.actionRules.fee_stage_rules, o.stage);
      const orderMaxCents = await this.orderMaxCents(schema, o.companyId, o.orderId, o.ticketId ?? null, db);
      issues.push(...feeIssues(fees, schema.feeConfigs, { minItems: o.minItems, directions: rule.directions, targets: targets ?? {}, orderMaxCents }, lang));
    }
    if (issues.length) throw invalid(lang, issues);
  }

  /**
   * The order maximum for the fee editor: undefined when the schema or the ticket is not the company's.
   * (`ticketId`: the ticket being edited, whose own posted outlay does not count against it.)
   */
  async outlayLimit(companyId: number, schemaId: number, orderId: number, ticketId: number | null, db: Db = this.db): Promise<{ order_max_cents: number | null } | undefined> {
    const schema = await this.repo.findSchemaRow(companyId, schemaId, db);
    if (!schema) return undefined;
    if (ticketId != null && !(await this.repo.findRow(companyId, ticketId, db))) return undefined;
    return { order_max_cents: await this.orderMaxCents(schema, companyId, orderId, ticketId, db) };
  }

  /**
   * The order maximum of an OUTLAY row (spec §5), in cents: the schema's per-order limit (action_rules.order_max_amount)
   * less the outlay other tickets have already posted to the order; null when the schema sets no limit.
   */
  private async orderMaxCents(schema: SchemaRow, companyId: number, orderId: number | null, ticketId: number | null, db: Db = this.db): Promise<number | null> {
    const limit = schema.actionRules.order_max_amount;
    if (limit == null || orderId == null) return null;
    const [row] = await db
      .select({ posted: sql<string | null>`coalesce(sum(${orderFees.amountCents}), 0)` })
      .from(orderFees)
      .where(
        and(
          eq(orderFees.companyId, companyId),
          eq(orderFees.orderId, orderId),
          eq(orderFees.direction, 'OUTLAY'),
          ticketId != null ? or(isNull(orderFees.sourceTicketId), ne(orderFees.sourceTicketId, ticketId)) : undefined,
        ),
      );
    return Math.max(0, yuanToCents(limit) - Number(row?.posted ?? 0));
  }

  private async orderIdOf(companyId: number, raw: unknown, db: Db = this.db): Promise<number | null> {
    if (raw == null || raw === '') return null;
    const id = Number(raw);
    if (!Number.isSafeInteger(id) || id <= 0) throw badRequest('ticketOrderInvalid');
    const [row] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.companyId, companyId), eq(orders.id, id)));
    if (!row) throw badRequest('ticketOrderInvalid');
    return row.id;
  }

  private subTypeOf(schema: SchemaRow, payload: TicketFormData, current = ''): string {
    const given = typeof payload.sub_type === 'string' ? payload.sub_type : '';
    if (given && schema.subTypeOptions.some((o) => o.value === given)) return given;
    return autoSubType(schema.subTypeOptions, payload) ?? current;
  }

  /** `outer`: the caller's transaction (the abnormal area's escalation creates the ticket inside its own) */
  async create(actor: TicketActor, input: CreateTicketInput, lang: ServerLang, outer?: Tx) {
    const db = (outer ?? this.db) as Db;
    const schema = await this.repo.findSchemaRow(actor.companyId, input.schemaId, db);
    if (!schema) throw badRequest('ticketUnknownSchema');
    const payload = input.payload ?? {};
    const orderId = await this.orderIdOf(actor.companyId, payload.order_id, db);
    if (input.parentId != null && !(await this.repo.findRow(actor.companyId, input.parentId, db))) throw badRequest('ticketParentInvalid');
    await this.checkUser(actor.companyId, input.executiveUid, 'executive_uid', db);
    await this.checkUser(actor.companyId, input.financialUid, 'financial_uid', db);
    const fees = canonical(payload.fees ?? [], schema.feeConfigs);
    if (fees.length && !stageRule(schema.actionRules.fee_stage_rules, 'CREATE').can_add) throw badRequest('ticketFeesLocked');
    await this.validate(schema, payload, fees, { stage: 'CREATE', orderId, companyId: actor.companyId, minItems: 0 }, lang, db);
    const inTx = <T>(work: (tx: Tx) => Promise<T>) => (outer ? work(outer) : this.db.transaction(work));
    return inTx(async (tx) => {
      const [ticket] = await tx
        .insert(tickets)
        .values({
          companyId: actor.companyId,
          schemaId: schema.id,
          schemaVersion: schema.version,
          type: schema.type,
          orderId,
          parentId: input.parentId ?? null,
          status: 'SUBMITTED',
          subType: this.subTypeOf(schema, payload),
          payload: storedFields(schema, payload),
          executiveUid: input.executiveUid ?? actor.userId,
          financialUid: input.financialUid ?? null,
          requesterUid: actor.userId,
          requesterUname: typeof payload.requester_uname === 'string' && payload.requester_uname.trim() ? payload.requester_uname.trim().slice(0, 50) : actor.name,
        })
        .returning();
      if (fees.length) await tx.insert(ticketFeeRows).values(fees.map((r, i) => feeRecord(actor.companyId, ticket.id, r, i)));
      await this.event(tx, ticket, actor, 'create', null, 'SUBMITTED', 'REQUESTER', { fee_count: fees.length });
      return ticket;
    });
  }

  private async lock(tx: Tx, companyId: number, id: number, version: number | undefined) {
    const [ticket] = await tx.select().from(tickets).where(and(eq(tickets.companyId, companyId), eq(tickets.id, id))).for('update');
    if (!ticket) throw notFound();
    if (version != null && version !== ticket.version) throw new HttpError(409, 'ticketVersionConflict');
    const fees = await tx.select().from(ticketFeeRows).where(eq(ticketFeeRows.ticketId, id)).orderBy(asc(ticketFeeRows.position), asc(ticketFeeRows.id));
    return { ticket, fees };
  }

  private refuse(reason: TicketRefusal, ticket: TicketRow, action: TicketAction, lang: ServerLang): HttpError {
    const rule = TICKET_TRANSITIONS[action].rules.find((r) => r.from.includes(ticket.status as TicketStatus)) ?? TICKET_TRANSITIONS[action].rules[0];
    return new HttpError(400, REFUSALS[reason], {
      status: TICKET_STATUS_LABELS[ticket.status as TicketStatus]?.[lang] ?? ticket.status,
      action: TICKET_TRANSITIONS[action].label[lang],
      role: ROLE_LABELS[rule.role][lang],
    });
  }

  private async event(tx: Tx, t: TicketRow, actor: TicketActor, action: string, from: string | null, to: string, role: string, data: Record<string, unknown>) {
    await tx.insert(ticketEvents).values({ companyId: t.companyId, ticketId: t.id, action, fromStatus: from, toStatus: to, actorUserId: actor.userId, actorName: actor.name, actorRole: role, data });
  }

  /**
   * Applies the new form data of a save: the schema's fields (merged over the stored ones) and, when the
   * payload has `fees`, the full new set of fee rows under the stage rule (can_edit to change, can_add to grow).
   */
  private async applyPayload(tx: Tx, ticket: TicketRow, stored: FeeRowRecord[], payload: TicketFormData, lang: ServerLang) {
    const db = tx as unknown as Db;
    const schema = (await this.repo.findSchemaRow(ticket.companyId, ticket.schemaId, db))!;
    const stage = stageOf(ticket.status as TicketStatus);
    const rule = stageRule(schema.actionRules.fee_stage_rules, stage);
    const orderId = 'order_id' in payload ? await this.orderIdOf(ticket.companyId, payload.order_id, db) : ticket.orderId;
    const merged: TicketFormData = { ...ticket.payload, ...ownFields(payload), sub_type: payload.sub_type };
    const before = stored.map(storedFeeRow);
    const fees = payload.fees ? canonical(payload.fees, schema.feeConfigs) : before;
    if (payload.fees) {
      const grew = fees.length > before.length;
      const keptBefore = before.every((r, i) => fees[i] && sameRow(r, fees[i]));
      const unchanged = keptBefore && fees.length === before.length;
      // editing (changing or removing rows) needs can_edit; more rows need can_add
      const allowed = unchanged || ((keptBefore || rule.can_edit) && (!grew || rule.can_add));
      if (!allowed) throw badRequest('ticketFeesLocked');
    }
    await this.validate(schema, merged, fees, { stage, orderId, companyId: ticket.companyId, minItems: schema.actionRules.fee_min_items ?? 0, ticketId: ticket.id }, lang, db);
    if (payload.fees) {
      await tx.delete(ticketFeeRows).where(eq(ticketFeeRows.ticketId, ticket.id));
      if (fees.length) await tx.insert(ticketFeeRows).values(fees.map((r, i) => feeRecord(ticket.companyId, ticket.id, r, i)));
    }
    return { payload: storedFields(schema, merged), orderId, subType: this.subTypeOf(schema, merged, ticket.subType), feeCount: fees.length };
  }

  /** PUT: the save action (spec §4: IN_PROGRESS + executive, FINANCE_REVIEWING + financial). */
  async save(actor: TicketActor, id: number, payload: TicketFormData, version: number | undefined, lang: ServerLang) {
    return this.db.transaction(async (tx) => {
      const { ticket, fees } = await this.lock(tx, actor.companyId, id, version);
      const decision = decideTicketAction('save', { status: ticket.status as TicketStatus, financial_uid: ticket.financialUid, executive_uid: ticket.executiveUid, fee_count: fees.length }, actor.userId);
      if (!decision.ok) throw this.refuse(decision.reason, ticket, 'save', lang);
      const applied = await this.applyPayload(tx, ticket, fees, payload, lang);
      const [updated] = await tx
        .update(tickets)
        .set({ payload: applied.payload, orderId: applied.orderId, subType: applied.subType, version: ticket.version + 1, updatedAt: new Date() })
        .where(eq(tickets.id, ticket.id))
        .returning();
      await this.event(tx, ticket, actor, 'save', ticket.status, ticket.status, decision.role, { fee_count: applied.feeCount });
      return updated;
    });
  }

  async act(actor: TicketActor, id: number, action: TicketAction, body: ActionBody, lang: ServerLang) {
    if (action === 'save') return this.save(actor, id, body.payload ?? {}, body.version, lang);
    return this.db.transaction(async (tx) => {
      const { ticket, fees } = await this.lock(tx, actor.companyId, id, body.version);
      const added = body.fees ?? [];
      const facts = { status: ticket.status as TicketStatus, financial_uid: ticket.financialUid, executive_uid: ticket.executiveUid, fee_count: fees.length };
      const decision = decideTicketAction(action, facts, actor.userId, { reason: body.reason, addedFees: added.length, financialUid: body.financial_uid });
      if (!decision.ok) throw this.refuse(decision.reason, ticket, action, lang);
      const patch: Partial<typeof tickets.$inferInsert> = {};
      const data: Record<string, unknown> = {};
      if (body.reason?.trim()) {
        data.reason = body.reason.trim().slice(0, 500);
        if (action === 'reject' || action === 'return') patch.rejectReason = data.reason as string;
      }
      if (TICKET_TRANSITIONS[action].needs.includes('fees')) {
        const schema = (await this.repo.findSchemaRow(ticket.companyId, ticket.schemaId, tx as unknown as Db))!;
        const rule = stageRule(schema.actionRules.fee_stage_rules, stageOf(ticket.status as TicketStatus));
        if (!rule.can_add) throw badRequest('ticketFeesLocked');
        const rows = [...fees.map(storedFeeRow), ...canonical(added, schema.feeConfigs)];
        await this.validate(schema, ticket.payload, rows, { stage: stageOf(ticket.status as TicketStatus), orderId: ticket.orderId, companyId: ticket.companyId, minItems: 1, ticketId: ticket.id }, lang, tx as unknown as Db);
        await tx.insert(ticketFeeRows).values(rows.slice(fees.length).map((r, i) => feeRecord(ticket.companyId, ticket.id, r, fees.length + i)));
        data.added_fees = added.length;
      }
      if (action === 'submit_for_finance_review' && body.financial_uid != null) {
        await this.checkUser(ticket.companyId, body.financial_uid, 'financial_uid', tx as unknown as Db);
        patch.financialUid = body.financial_uid;
      }
      if (action === 'finance_complete') Object.assign(data, await postTicketFees(tx, ticket, fees, actor));
      const [updated] = await tx
        .update(tickets)
        .set({ ...patch, status: decision.to, version: ticket.version + 1, updatedAt: new Date(), ...(action === 'finance_complete' ? { feesPostedAt: new Date() } : {}) })
        .where(eq(tickets.id, ticket.id))
        .returning();
      await this.event(tx, ticket, actor, action, ticket.status, decision.to, decision.role, data);
      return updated;
    });
  }
}
