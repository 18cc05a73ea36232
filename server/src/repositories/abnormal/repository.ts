/**
 * The abnormal area's repository (issue 19, src/domain/abnormal/README.md), decorated onto the app as `app.abnormal`:
 * reads, and writes each in one transaction (the record locked; another company's record is a 404).
 */
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { createRecordBody, recordActionBody, recordListQuery, updateRecordBody } from '../../../../src/domain/abnormal/api';
import type { escalateBody, feeListQuery, putFeesBody } from '../../../../src/domain/abnormal/api-fees';
import type { createHandlingBody, handlingActionBody, handlingListQuery } from '../../../../src/domain/abnormal/api-handlings';
import type { reportQuery } from '../../../../src/domain/abnormal/api-report';
import type { AnyHandlingAction } from '../../../../src/domain/abnormal/handling';
import type { AbnormalAction } from '../../../../src/domain/abnormal/records';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { announceAbnormalRecord, announceOrderAction } from '../../lib/order-notices';
import { TimeLimitsRepository } from '../time-limits';
import { lockRecord, takeOrderMoves, type AbnormalActor, type OrderMove, type Tx } from './context';
import type { TicketsRepository } from '../tickets';
import { escalate, feeEditor, listFees, putFees } from './fees';
import { actOnHandling, createHandling, listHandlings } from './handlings';
import { listRecords, recordDetail, visibility } from './records-read';
import { abnormalReport } from './report';
import { actOnRecord, registerRecord, updateRecord } from './record-writes';
import { and, eq, sql } from 'drizzle-orm';
import { abnormalRecords } from '../../db/schema';

export class AbnormalRepository {
  private readonly limits: TimeLimitsRepository;

  /** `announce`: told each order a write moved into or out of ABNORMAL, once the write has committed (notifications) */
  constructor(
    private readonly db: Db,
    private readonly announce: (move: OrderMove) => Promise<void> = async () => {},
    /** told of a record registered without moving its order (already held, or not held): the desk still hears of it */
    private readonly registered: (recordId: number, actorUserId: number) => Promise<void> = async () => {},
  ) {
    this.limits = new TimeLimitsRepository(db);
  }

  /** one write transaction; the orders it moved are announced after it committed (a failed notice never fails the write) */
  private async write<T>(work: (tx: Tx) => Promise<T>, moves: OrderMove[] = []): Promise<T> {
    const result = await this.db.transaction(async (tx) => {
      const answer = await work(tx);
      moves.push(...takeOrderMoves(tx));
      return answer;
    });
    for (const move of moves) await this.announce(move);
    return result;
  }

  /**
   * Whether a photo is on a record this actor may see: a merchant opens the photos the desk took of its own order
   * (they belong to the servicer's company, which the file route alone would refuse). Register and edit accept only
   * the uploader's own files, so a reference is never a way into another company's file.
   */
  async photoVisible(actor: AbnormalActor, fileid: string): Promise<boolean> {
    const seen = visibility(actor);
    if (seen === false) return false;
    const [row] = await this.db
      .select({ id: abnormalRecords.id })
      .from(abnormalRecords)
      .where(and(seen, sql`${fileid} = any(${abnormalRecords.photos})`))
      .limit(1);
    return !!row;
  }

  async list(actor: AbnormalActor, q: z.output<typeof recordListQuery>) {
    return listRecords(this.db, actor, q, await this.limits.forCompany(actor.companyId));
  }

  async detail(actor: AbnormalActor, id: number) {
    const found = await recordDetail(this.db, actor, id, await this.limits.forCompany(actor.companyId));
    if (!found) throw notFound();
    return found;
  }

  async register(actor: AbnormalActor, b: z.output<typeof createRecordBody>, occurredAt: Date): Promise<number> {
    const moves: OrderMove[] = [];
    let created = false;
    const onCreated = () => void (created = true);
    const id = await this.write((tx) => registerRecord(tx, actor, b, { source: actor.role, occurredAt, onCreated }), moves);
    // a record that held its order was announced with the move; any other new one still reaches the desk (a replay not)
    if (created && !moves.length) await this.registered(id, actor.userId);
    return id;
  }

  /** the record, locked, when the actor may see it; a 404 otherwise */
  private async locked(tx: Parameters<Parameters<Db['transaction']>[0]>[0], actor: AbnormalActor, id: number) {
    const seen = visibility(actor);
    if (seen === false) throw notFound();
    const [visible] = await tx.select({ id: abnormalRecords.id }).from(abnormalRecords).where(and(seen, eq(abnormalRecords.id, id)));
    const record = visible ? await lockRecord(tx, actor.companyId, id) : null;
    if (!record) throw notFound();
    return record;
  }

  update(actor: AbnormalActor, id: number, b: z.output<typeof updateRecordBody>) {
    return this.write(async (tx) => updateRecord(tx, actor, await this.locked(tx, actor, id), b));
  }

  act(actor: AbnormalActor, id: number, action: AbnormalAction, b: z.output<typeof recordActionBody>) {
    return this.write(async (tx) => actOnRecord(tx, actor, await this.locked(tx, actor, id), action, b));
  }

  /** a handling sub-record on the record; answers its id */
  addHandling(actor: AbnormalActor, id: number, b: z.output<typeof createHandlingBody>) {
    return this.write(async (tx) => createHandling(tx, actor, await this.locked(tx, actor, id), b));
  }

  /** a sub-record's transition; answers the record's id */
  actOnHandling(actor: AbnormalActor, handlingId: number, action: AnyHandlingAction, b: z.output<typeof handlingActionBody>) {
    return this.write((tx) => actOnHandling(tx, actor, handlingId, action, b));
  }

  handlings(actor: AbnormalActor, q: z.output<typeof handlingListQuery>) {
    return listHandlings(this.db, actor, q);
  }

  async feeEditor(actor: AbnormalActor, tickets: TicketsRepository, id: number) {
    const seen = visibility(actor);
    const [record] = seen === false ? [] : await this.db.select().from(abnormalRecords).where(and(seen, eq(abnormalRecords.id, id)));
    if (!record) throw notFound();
    return feeEditor(this.db, tickets, record);
  }

  putFees(actor: AbnormalActor, tickets: TicketsRepository, id: number, b: z.output<typeof putFeesBody>) {
    return this.db.transaction(async (tx) => putFees(tx, actor, tickets, await this.locked(tx, actor, id), b));
  }

  fees(actor: AbnormalActor, q: z.output<typeof feeListQuery>) {
    return listFees(this.db, actor, q);
  }

  report(actor: AbnormalActor, q: z.output<typeof reportQuery>) {
    return abnormalReport(this.db, actor, q);
  }

  /** the ticket's id */
  escalate(actor: AbnormalActor, tickets: TicketsRepository, id: number, b: z.output<typeof escalateBody>) {
    return this.db.transaction(async (tx) => escalate(tx, actor, tickets, await this.locked(tx, actor, id), b));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    abnormal: AbnormalRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'abnormal',
      new AbnormalRepository(app.db, (m) =>
        announceOrderAction(app, {
          orderId: m.outcome.order.id,
          orderNo: m.outcome.order.order_no,
          status: m.outcome.order.status,
          action: m.action,
          eventId: m.outcome.event.id,
          actorUserId: m.actorUserId,
          data: m.outcome.event.data,
        }).catch((error: unknown) => app.log.warn({ err: error, order: m.outcome.order.order_no }, 'abnormal: announcing the order move failed')),
        (recordId, actorUserId) =>
          announceAbnormalRecord(app, recordId, actorUserId).catch((error: unknown) => app.log.warn({ err: error, record: recordId }, 'abnormal: announcing the record failed')),
      ),
    );
  },
  { name: 'abnormal-repository', dependencies: ['db'] },
);
