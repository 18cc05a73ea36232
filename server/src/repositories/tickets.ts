/**
 * Tickets (issue 7): schemas, reads and lists scoped to the reader's company, comments, an order's settle
 * targets and fees. Writes (create, save, actions) live in ticket-writes.ts and are reached through here.
 */
import { and, asc, count, desc, eq, inArray, isNull, max, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FeeConfig, SettleTargets } from '../../../src/domain/tickets/fees';
import type { ActionRules, ErrorSchema } from '../../../src/domain/tickets/ticket-schema';
import type { SubTypeOption, UiSchema } from '../../../src/domain/tickets/visibility';
import type { TicketStatus } from '../../../src/domain/tickets/workflow';
import type { Db } from '../db/client';
import { companies, files, orderFees, orders, resources, ticketComments, ticketEvents, ticketFeeRows, ticketSchemas, tickets, users } from '../db/schema';
import { badRequest, notFound } from '../lib/http-error';
import { commentDto, schemaDto, ticketDto, type TicketRow } from './ticket-dto';
import { TicketWrites } from './ticket-writes';
import { TimeLimitsRepository } from './time-limits';
import type { DataScope } from '../../../src/domain/admin/data-scope';
import { scopeWhere } from './admin/data-roles-scope';

/** A schema's new version as PUT gives it (json_schema required; the rest default to the version edited). */
export interface SchemaVersionInput {
  name?: string;
  json_schema: Record<string, unknown>;
  error_schema?: ErrorSchema;
  ui_schema?: UiSchema;
  action_rules?: ActionRules;
  fee_configs?: FeeConfig[];
  sub_type_options?: SubTypeOption[];
}

export interface TicketActor {
  userId: number;
  companyId: number;
  name: string;
  username: string;
}

export interface TicketListFilter {
  status?: TicketStatus[];
  type?: string;
  orderId?: number;
  /** mine: I am executive or reviewer; finance_review: FINANCE_REVIEWING with me as reviewer */
  scope?: 'all' | 'mine' | 'finance_review';
  page: number;
  perPage: number;
  /** the reader's data-permission scope (request.dataScope()) */
  data?: DataScope;
}

/** A consignor or delivery reader of an order's fees (the servicer company sees every row). */
export type OrderFeeParty = { kind: 'consignor' | 'delivery'; resourceId: number };

/** The consignor's rows: settled with its resource, or for its goods (PRODUCTS); the delivery's: settled with it. */
function partySees(party: OrderFeeParty, r: { settleTargetType: string; settleTargetId: string }): boolean {
  if (party.kind === 'consignor') return r.settleTargetType === 'PRODUCTS' || (r.settleTargetType === 'CONSIGNOR' && r.settleTargetId === String(party.resourceId));
  return r.settleTargetType === 'DELIVERY' && r.settleTargetId === String(party.resourceId);
}

export class TicketsRepository {
  readonly writes: TicketWrites;
  private readonly limits: TimeLimitsRepository;

  constructor(private readonly db: Db) {
    this.writes = new TicketWrites(db, this);
    this.limits = new TimeLimitsRepository(db);
  }

  async listSchemas(companyId: number, type?: string) {
    const rows = await this.db
      .select()
      .from(ticketSchemas)
      .where(and(eq(ticketSchemas.companyId, companyId), eq(ticketSchemas.active, true), type ? eq(ticketSchemas.type, type) : undefined))
      .orderBy(asc(ticketSchemas.id));
    return rows.map(schemaDto);
  }

  /**
   * A new version of a schema (PUT /order/ticket-schemas/{id}): the next version of the schema's type, active for
   * new tickets; earlier versions stay (inactive) so tickets made with them keep rendering. Fields not given are
   * carried over from the version named. Undefined for an unknown or another company's schema.
   */
  async saveSchemaVersion(companyId: number, id: number, input: SchemaVersionInput) {
    return this.db.transaction(async (tx) => {
      const [base] = await tx.select().from(ticketSchemas).where(and(eq(ticketSchemas.companyId, companyId), eq(ticketSchemas.id, id))).for('update');
      if (!base) return undefined;
      const sameType = and(eq(ticketSchemas.companyId, companyId), eq(ticketSchemas.type, base.type));
      const [{ latest }] = await tx.select({ latest: max(ticketSchemas.version) }).from(ticketSchemas).where(sameType);
      await tx.update(ticketSchemas).set({ active: false }).where(sameType);
      const [row] = await tx
        .insert(ticketSchemas)
        .values({
          companyId,
          type: base.type,
          version: (latest ?? base.version) + 1,
          name: input.name ?? base.name,
          jsonSchema: input.json_schema,
          errorSchema: input.error_schema ?? base.errorSchema,
          uiSchema: input.ui_schema ?? base.uiSchema,
          actionRules: input.action_rules ?? base.actionRules,
          feeConfigs: input.fee_configs ?? base.feeConfigs,
          subTypeOptions: input.sub_type_options ?? base.subTypeOptions,
          active: true,
        })
        .returning();
      return schemaDto(row);
    });
  }

  /** `db` is the caller's transaction when called from a write (PGlite has one connection). */
  async findSchemaRow(companyId: number, id: number, db: Db = this.db) {
    const [row] = await db.select().from(ticketSchemas).where(and(eq(ticketSchemas.companyId, companyId), eq(ticketSchemas.id, id)));
    return row;
  }

  async findRow(companyId: number, id: number, db: Db = this.db): Promise<TicketRow | undefined> {
    const [row] = await db.select().from(tickets).where(and(eq(tickets.companyId, companyId), eq(tickets.id, id)));
    return row;
  }

  /** The ticket as the reader sees it (can_* flags for `userId`); undefined for unknown or other companies' ids. */
  /** `data`: the reader's data-permission scope (a ticket outside it is not found) */
  async get(companyId: number, id: number, userId: number, data?: DataScope) {
    const [row] = await this.db.select().from(tickets).where(and(eq(tickets.companyId, companyId), eq(tickets.id, id), data && scopeWhere('tickets', data)));
    if (!row) return undefined;
    return (await this.dtos(companyId, [row], userId))[0];
  }

  async dtos(companyId: number, rows: TicketRow[], userId: number) {
    const ids = rows.map((r) => r.id);
    const parentIds = [...new Set(rows.map((r) => r.parentId).filter((x): x is number => x != null))];
    const orderIds = [...new Set(rows.map((r) => r.orderId).filter((x): x is number => x != null))];
    const [fees, parents, orderRows, limits] = await Promise.all([
      ids.length ? this.db.select().from(ticketFeeRows).where(inArray(ticketFeeRows.ticketId, ids)).orderBy(asc(ticketFeeRows.position), asc(ticketFeeRows.id)) : [],
      parentIds.length ? this.db.select().from(tickets).where(and(eq(tickets.companyId, companyId), inArray(tickets.id, parentIds))) : [],
      orderIds.length ? this.db.select({ id: orders.id, orderNo: orders.orderNo }).from(orders).where(inArray(orders.id, orderIds)) : [],
      this.limits.forCompany(companyId),
    ]);
    const now = new Date();
    return rows.map((r) =>
      ticketDto(r, userId, {
        fees: fees.filter((f) => f.ticketId === r.id),
        parent: parents.find((p) => p.id === r.parentId) ?? null,
        orderNo: orderRows.find((o) => o.id === r.orderId)?.orderNo ?? null,
        limits,
        now,
      }),
    );
  }

  /** The scope's conditions: mine (executive or reviewer), finance_review (FINANCE_REVIEWING with me as reviewer). */
  private scopeConditions(userId: number, scope: TicketListFilter['scope']): SQL[] {
    if (scope === 'finance_review') return [eq(tickets.financialUid, userId), eq(tickets.status, 'FINANCE_REVIEWING')];
    if (scope === 'mine') return [inArray(tickets.id, this.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.executiveUid, userId)).union(this.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.financialUid, userId))))];
    return [];
  }

  async list(companyId: number, userId: number, f: TicketListFilter) {
    const conditions: Array<SQL | undefined> = [eq(tickets.companyId, companyId), f.data && scopeWhere('tickets', f.data)];
    if (f.status?.length) conditions.push(inArray(tickets.status, f.status));
    if (f.type) conditions.push(eq(tickets.type, f.type));
    if (f.orderId) conditions.push(eq(tickets.orderId, f.orderId));
    conditions.push(...this.scopeConditions(userId, f.scope));
    const where = and(...conditions);
    const [rows, [{ total }]] = await Promise.all([
      this.db.select().from(tickets).where(where).orderBy(desc(tickets.id)).limit(f.perPage).offset((f.page - 1) * f.perPage),
      this.db.select({ total: count() }).from(tickets).where(where),
    ]);
    return { list: await this.dtos(companyId, rows, userId), total: Number(total) };
  }

  /** Counts per status for the list screens' tabs (within the list's scope for `userId` and its order, when given). */
  async statusCounts(companyId: number, type?: string, scope?: { userId: number; scope: TicketListFilter['scope']; orderId?: number }) {
    const rows = await this.db
      .select({ status: tickets.status, count: count() })
      .from(tickets)
      .where(
        and(
          eq(tickets.companyId, companyId),
          type ? eq(tickets.type, type) : undefined,
          scope?.orderId ? eq(tickets.orderId, scope.orderId) : undefined,
          ...(scope ? this.scopeConditions(scope.userId, scope.scope) : []),
        ),
      )
      .groupBy(tickets.status);
    return rows.map((r) => ({ status: r.status as TicketStatus, count: Number(r.count) }));
  }

  async comments(companyId: number, ticketId: number) {
    if (!(await this.findRow(companyId, ticketId))) return undefined;
    const rows = await this.db.select().from(ticketComments).where(and(eq(ticketComments.companyId, companyId), eq(ticketComments.ticketId, ticketId))).orderBy(asc(ticketComments.id));
    return rows.map(commentDto);
  }

  /** The ticket's history, oldest first; undefined for unknown or other companies' tickets. */
  async events(companyId: number, ticketId: number) {
    if (!(await this.findRow(companyId, ticketId))) return undefined;
    const rows = await this.db.select().from(ticketEvents).where(and(eq(ticketEvents.companyId, companyId), eq(ticketEvents.ticketId, ticketId))).orderBy(asc(ticketEvents.id));
    return rows.map((e) => ({
      id: e.id,
      action: e.action,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      actor_name: e.actorName,
      actor_role: e.actorRole,
      data: e.data,
      created_at: e.createdAt.toISOString(),
    }));
  }

  async addComment(actor: TicketActor, ticketId: number, content: string, fileids: string[]) {
    if (!(await this.findRow(actor.companyId, ticketId))) throw notFound();
    if (!content.trim() && !fileids.length) throw badRequest('ticketCommentEmpty');
    if (fileids.length) {
      const known = await this.db.select({ fileid: files.fileid }).from(files).where(and(eq(files.companyId, actor.companyId), inArray(files.fileid, fileids)));
      if (known.length !== new Set(fileids).size) throw badRequest('ticketUnknownFile');
    }
    const [row] = await this.db
      .insert(ticketComments)
      .values({ companyId: actor.companyId, ticketId, authorUserId: actor.userId, authorName: actor.name, content: content.trim(), fileids })
      .returning();
    return commentDto(row);
  }

  /** Spec §3 settle targets of an order, grouped by type (PRODUCTS are the order's product lines). */
  async settleTargets(companyId: number, orderId: number, db: Db = this.db): Promise<SettleTargets | undefined> {
    const [order] = await db.select().from(orders).where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
    if (!order) return undefined;
    const linked = [order.consignorResourceId, order.storeResourceId, order.deliveryResourceId].filter((x): x is number => x != null);
    const [named, carriers] = await Promise.all([
      linked.length ? db.select({ id: resources.id, name: resources.name }).from(resources).where(and(eq(resources.companyId, companyId), inArray(resources.id, linked))) : [],
      db
        .select({ id: resources.id, name: resources.name })
        .from(resources)
        .where(and(eq(resources.companyId, companyId), eq(resources.objectType, 'transporter'), eq(resources.objectSubType, 'T_ZX'), eq(resources.status, 1)))
        .orderBy(asc(resources.id))
        .limit(50),
    ]);
    const one = (id: number | null) => {
      const r = named.find((n) => n.id === id);
      return r ? [{ id: r.id, name: r.name }] : [];
    };
    return {
      CONSIGNOR: one(order.consignorResourceId),
      STORE: one(order.storeResourceId),
      DELIVERY: one(order.deliveryResourceId),
      CARRIER: carriers,
      PRODUCTS: order.products.map((p) => ({ id: p.product_id, name: p.name })),
    };
  }

  /**
   * An order's fees (income / outlay) with exact totals in cents; undefined for another company's order.
   * `party`: a consignor or delivery reader sees only the rows settled with it (and the totals of those).
   */
  async orderFees(companyId: number, orderId: number, party?: OrderFeeParty) {
    const [order] = await this.db.select({ id: orders.id, orderNo: orders.orderNo }).from(orders).where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
    if (!order) return undefined;
    const all = await this.db.select().from(orderFees).where(and(eq(orderFees.companyId, companyId), eq(orderFees.orderId, orderId))).orderBy(asc(orderFees.id));
    const rows = party ? all.filter((r) => partySees(party, r)) : all;
    const totals = { INCOME: 0, OUTLAY: 0 };
    for (const r of rows) totals[r.direction as 'INCOME' | 'OUTLAY'] += r.amountCents;
    return {
      order_id: order.id,
      order_no: order.orderNo,
      list: rows.map((r) => ({
        id: r.id,
        direction: r.direction,
        code: r.code,
        code_name: r.codeName,
        amount_cents: r.amountCents,
        amount: (r.amountCents / 100).toFixed(2),
        settle_target_type: r.settleTargetType,
        settle_target_id: r.settleTargetId,
        settle_target_name: r.settleTargetName,
        settlement_method_code: r.settlementMethodCode,
        settlement_method_name: r.settlementMethodName,
        source_ticket_id: r.sourceTicketId,
        created_at: r.createdAt.toISOString(),
      })),
      totals,
    };
  }

  async findOrderId(companyId: number, key: { id: number } | { orderNo: string }): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.companyId, companyId), 'id' in key ? eq(orders.id, key.id) : eq(orders.orderNo, key.orderNo), isNull(orders.deletedAt)));
    return row?.id;
  }

  /** Income settled (income_settle_status 2): nothing left to write off. */
  async isIncomeSettled(companyId: number, orderId: number): Promise<boolean> {
    const [row] = await this.db.select({ s: orders.incomeSettleStatus }).from(orders).where(and(eq(orders.companyId, companyId), eq(orders.id, orderId)));
    return row?.s === 2;
  }

  async partnerContacts(companyId: number, ids: number[]) {
    if (!ids.length) return [];
    const rows = await this.db
      .select({ id: resources.id, name: resources.name, phone: resources.phone, objectType: resources.objectType })
      .from(resources)
      .where(and(eq(resources.companyId, companyId), inArray(resources.id, ids)));
    return ids.flatMap((id) => rows.filter((r) => r.id === id).map((r) => ({ resource_id: r.id, name: r.name, phone: r.phone, object_type: r.objectType })));
  }

  /** The servicer companies a user works with (its own, or the one its account is bound to), with their main account. */
  async servicerBindings(companyIds: number[]) {
    if (!companyIds.length) return [];
    const rows = await this.db
      .select({ companyId: companies.id, name: companies.name, type: companies.type, mainUserId: users.id })
      .from(companies)
      .leftJoin(users, and(eq(users.companyId, companies.id), eq(users.isMain, true), eq(users.mainType, 'servicer')))
      .where(inArray(companies.id, companyIds));
    return rows
      .filter((r) => r.type === 'servicer')
      .map((r) => ({ company_id: r.companyId, name: r.name, main_user_id: r.mainUserId, target_account_type: 'servicer' as const }));
  }

  /** Every active user of the company, main account first (the reviewer picker, names on ticket screens). */
  async companyUsers(companyId: number) {
    return this.db
      .select({ id: users.id, username: users.username, nickname: users.nickname, is_main: users.isMain })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.status, 1)))
      .orderBy(desc(users.isMain), asc(users.id))
      .limit(500);
  }

  /** Users of the company by id (for executive / reviewer checks and pickers). */
  async companyUser(companyId: number, userId: number, db: Db = this.db) {
    const [u] = await db.select({ id: users.id, username: users.username, nickname: users.nickname }).from(users).where(and(eq(users.companyId, companyId), eq(users.id, userId)));
    return u;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tickets: TicketsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('tickets', new TicketsRepository(app.db));
  },
  { name: 'tickets-repository', dependencies: ['db'] },
);
