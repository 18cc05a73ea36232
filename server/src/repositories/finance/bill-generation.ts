/**
 * Bill generation (账单, issue 21, src/domain/finance/README.md 'Bills, check-bills and payment clearance' and
 * 'Generation speed'): a period's drafts for every party in set-based SQL — the fee rows of the period (order fees,
 * the quote engine's estimates through the order_estimated_fees view, a carrier's departed loads) not on a bill yet,
 * onto one draft per party, and the drafts already there refreshed. A fee row lands on one bill only:
 * bill_lines.source_key is unique per company, and every insert is ON CONFLICT DO NOTHING, so two generations racing
 * over the same rows split them, never double them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { GenerateResultDto } from '../../../../src/domain/finance/bills-api';
import { billingOf, FEE_PARTY_TYPE, generationParties, isBillPeriod, periodRange, type BillPartyKind, type BillPeriodKind } from '../../../../src/domain/finance/bills';
import { PAYMENT_TERMS } from '../../../../src/domain/finance/consignor-terms';
import { ALL_ROWS } from '../../../../src/domain/admin/data-scope';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../lib/http-error';
import type { FinanceActor, Tx } from './ledger';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** a transit load (alias l) whose trunk fee is billed to its carrier: departed, with a fee */
const BILLABLE_LOAD = sql.raw(`l.fee_cents > 0 AND l.status IN ('departed', 'arrived', 'closed')`);

export interface GenerateInput {
  partyType?: BillPartyKind;
  partyId?: number;
  periodKind: BillPeriodKind;
  period: string;
}

/**
 * Drafts the period's bills for every party (of one kind, or one party) with fee rows not yet on a bill, and
 * refreshes the drafts already there: an estimate re-priced since changes its snapshot, one gone leaves. The same
 * call twice leaves the same bills and lines (idempotent). Set-based: a handful of statements per party kind.
 */
export async function generateBills(db: Db, actor: FinanceActor, input: GenerateInput): Promise<GenerateResultDto> {
  if (!isBillPeriod(input.periodKind, input.period)) throw badRequest('fnBillPeriodInvalid');
  const started = Date.now();
  const { from, to } = periodRange(input.periodKind, input.period);
  // a finance sub-account under a data role drafts only for the consignors of its role (refused otherwise)
  const parties = generationParties(actor.scope ?? ALL_ROWS, input.partyType, input.partyId);
  if ('refused' in parties) throw forbidden(parties.refused);
  const { kinds, partyIds } = parties;
  let created = 0;
  let added = 0;
  await db.transaction(async (tx) => {
    for (const kind of kinds) {
      const r = await generateKind(tx, actor.companyId, kind, { ...input, partyIds }, from, to);
      created += r.bills;
      added += r.lines;
    }
  });
  return { bills: created, lines: added, ms: Date.now() - started };
}

async function generateKind(
  tx: Tx,
  companyId: number,
  kind: BillPartyKind,
  input: Omit<GenerateInput, 'partyId'> & { partyIds?: number[] },
  from: Date,
  to: Date,
): Promise<{ bills: number; lines: number }> {
  const T = FEE_PARTY_TYPE[kind];
  const sign = kind === 'consignor' ? sql`CASE WHEN direction = 'INCOME' THEN 1 ELSE -1 END` : sql`CASE WHEN direction = 'OUTLAY' THEN 1 ELSE -1 END`;
  const ids = input.partyIds;
  const onlyParty = (col: SQL) => (ids ? sql`AND ${col} = ANY(${`{${ids.join(',')}}`}::int[])` : sql``);
  // this run's drafts: the period's, and the per-order / per-load ones drafted for rows of its range
  const drafts = sql`SELECT id FROM bills WHERE company_id = ${companyId} AND party_type = ${kind} AND status = 'DRAFT' ${onlyParty(sql`party_id`)}
    AND ((period_kind = ${input.periodKind} AND period = ${input.period}) OR (period_kind IN ('ORDER', 'LOAD') AND period_from = ${from} AND period_to = ${to}))`;

  // 1. refresh the drafts' estimate snapshots (re-priced since), drop estimates gone — joined on the unique source key;
  //    the drafts whose lines change are recounted at step 5
  const hadDrafts = rowsOf<{ n: number | string }>(await tx.execute(sql`SELECT count(*) AS n FROM (${drafts}) d`))[0];
  const touched = new Set<number>();
  if (Number(hadDrafts?.n ?? 0) > 0) {
    await tx.execute(sql`DROP TABLE IF EXISTS pg_temp.bill_est`);
    await tx.execute(sql`
      CREATE TEMP TABLE bill_est ON COMMIT DROP AS
      SELECT 'est:' || e.order_id || ':' || e.code || ':' || ${T} || ':' || e.party_id AS source_key, sum(e.amount_cents)::bigint AS amount
      FROM order_estimated_fees e
      WHERE e.company_id = ${companyId} AND e.party_type = ${T}
        AND e.order_id IN (SELECT l.order_id FROM bill_lines l WHERE l.bill_id IN (${drafts}) AND l.source_type = 'estimate')
      GROUP BY e.order_id, e.code, e.party_id`);
    await tx.execute(sql`ANALYZE pg_temp.bill_est`);
    const changed = rowsOf<{ bill_id: number }>(
      await tx.execute(sql`
        WITH u AS (
          UPDATE bill_lines bl SET amount_cents = x.amount, signed_cents = x.amount * (CASE WHEN bl.direction = ${kind === 'consignor' ? 'INCOME' : 'OUTLAY'} THEN 1 ELSE -1 END)
          FROM bill_est x
          WHERE bl.company_id = ${companyId} AND bl.source_key = x.source_key AND bl.bill_id IN (${drafts}) AND bl.amount_cents <> x.amount
          RETURNING bl.bill_id),
        d AS (
          DELETE FROM bill_lines bl
          WHERE bl.bill_id IN (${drafts}) AND bl.source_type = 'estimate' AND NOT EXISTS (SELECT 1 FROM bill_est x WHERE x.source_key = bl.source_key)
          RETURNING bl.bill_id)
        SELECT DISTINCT bill_id FROM u UNION SELECT DISTINCT bill_id FROM d`),
    );
    for (const r of changed) touched.add(Number(r.bill_id));
    await tx.execute(sql`DROP TABLE pg_temp.bill_est`);
    // a load's trunk fee changed since its draft was made follows onto the line; a load no longer billable (cancelled,
    // its fee cleared, given to another carrier) leaves the draft (and, given to another, joins that one's at step 2)
    if (kind === 'carrier') {
      const loadOf = sql`l.company_id = ${companyId} AND l.id = substr(bl.source_key, 6)::int AND ${BILLABLE_LOAD}`;
      const reloaded = rowsOf<{ bill_id: number }>(
        await tx.execute(sql`
          WITH u AS (
            UPDATE bill_lines bl SET amount_cents = l.fee_cents, signed_cents = l.fee_cents
            FROM transit_loads l
            WHERE bl.bill_id IN (${drafts}) AND bl.source_type = 'load' AND ${loadOf} AND bl.amount_cents <> l.fee_cents
            RETURNING bl.bill_id),
          d AS (
            DELETE FROM bill_lines bl
            WHERE bl.bill_id IN (${drafts}) AND bl.source_type = 'load'
              AND NOT EXISTS (SELECT 1 FROM transit_loads l WHERE ${loadOf} AND l.carrier_resource_id = (SELECT b.party_id FROM bills b WHERE b.id = bl.bill_id))
            RETURNING bl.bill_id)
          SELECT DISTINCT bill_id FROM u UNION SELECT DISTINCT bill_id FROM d`),
      );
      for (const r of reloaded) touched.add(Number(r.bill_id));
    }
  }

  // 2. the period's fee rows of this party kind not on any bill yet. A row can only be on a bill of this party kind
  //    whose period overlaps this one (or, an estimate re-priced since, an older one): when no bill of the kind
  //    overlaps, the per-row probe is skipped — the unique source key still refuses a row another generation took
  //    (ON CONFLICT DO NOTHING at step 4), so the probe only saves work on a rerun, never guards the invariant.
  const [{ overlap }] = rowsOf<{ overlap: boolean }>(
    await tx.execute(sql`SELECT EXISTS (SELECT 1 FROM bills WHERE company_id = ${companyId} AND party_type = ${kind} AND period_from < ${to} AND period_to > ${from}) AS overlap`),
  );
  await tx.execute(sql`DROP TABLE IF EXISTS pg_temp.bill_src`);
  // a consignor not on monthly terms is billed per order (bills.ts billingOf); a carrier's departed loads each
  // make a bill of their own (the load's trunk fee)
  const perOrder =
    kind === 'consignor'
      ? sql`(SELECT consignor_id FROM consignor_terms WHERE company_id = ${companyId} AND payment_term IN (${sql.join(
          PAYMENT_TERMS.filter((term) => billingOf(term) === 'ORDER').map((term) => sql`${term}`),
          sql`, `,
        )}))`
      : sql`(SELECT NULL::int WHERE false)`;
  await tx.execute(sql`
    CREATE TEMP TABLE bill_src ON COMMIT DROP AS
    SELECT s.*,
      CASE WHEN s.source_type = 'load' THEN 'LOAD' WHEN s.party_id IN ${perOrder} THEN 'ORDER' ELSE ${input.periodKind} END AS bill_kind,
      CASE WHEN s.source_type = 'load' THEN s.doc_no WHEN s.party_id IN ${perOrder} THEN coalesce((SELECT o.order_no FROM orders o WHERE o.id = s.order_id), 'O' || s.order_id) ELSE ${input.period} END AS bill_period
    FROM (
      SELECT 'of:' || f.id AS source_key, 'order_fee'::text AS source_type, f.id AS order_fee_id, f.order_id, f.code, f.code_name, f.direction,
             f.amount_cents::bigint AS amount_cents, f.created_at AS fee_at, f.settle_target_id::int AS party_id, NULL::text AS doc_no
      FROM order_fees f
      WHERE f.company_id = ${companyId} AND f.settle_target_type = ${T} AND f.settle_target_id ~ '^[1-9][0-9]{0,8}$'
        AND f.created_at >= ${from} AND f.created_at < ${to} ${ids ? sql`AND f.settle_target_id = ANY(${`{${ids.join(',')}}`}::text[])` : sql``}
      UNION ALL
      SELECT 'est:' || e.order_id || ':' || e.code || ':' || ${T} || ':' || e.party_id, 'estimate', NULL::int, e.order_id, e.code, min(e.name), min(e.direction),
             sum(e.amount_cents)::bigint, min(e.priced_at), e.party_id, NULL::text
      FROM order_estimated_fees e
      WHERE e.company_id = ${companyId} AND e.party_type = ${T} AND e.party_id IS NOT NULL
        AND e.priced_at >= ${from} AND e.priced_at < ${to} ${onlyParty(sql`e.party_id`)}
      GROUP BY e.order_id, e.code, e.party_id
      ${
        kind === 'carrier'
          ? sql`UNION ALL
      SELECT 'load:' || l.id, 'load', NULL::int, NULL::int, 'LOAD_FEE', '干线运费', 'OUTLAY', l.fee_cents::bigint, l.departed_at, l.carrier_resource_id, l.load_no
      FROM transit_loads l
      WHERE l.company_id = ${companyId} AND l.carrier_resource_id IS NOT NULL AND ${BILLABLE_LOAD}
        AND l.departed_at >= ${from} AND l.departed_at < ${to} ${onlyParty(sql`l.carrier_resource_id`)}`
          : sql``
      }
    ) s
    ${overlap ? sql`WHERE NOT EXISTS (SELECT 1 FROM bill_lines bl WHERE bl.company_id = ${companyId} AND bl.source_key = s.source_key)` : sql``}`);
  await tx.execute(sql`ANALYZE pg_temp.bill_src`);

  // 3. one draft per party that has some (the partial unique index: at most one draft per party and period)
  const made = rowsOf<{ id: number }>(
    await tx.execute(sql`
      INSERT INTO bills (company_id, bill_no, party_type, party_id, party_name, period_kind, period, period_from, period_to)
      SELECT ${companyId}, 'BL' || replace(${input.period}, '-', '') || lpad(nextval('finance_doc_no_seq')::text, 7, '0'), ${kind}, r.id, r.name,
             p.bill_kind, p.bill_period, ${from}, ${to}
      FROM (SELECT DISTINCT party_id, bill_kind, bill_period FROM bill_src) p JOIN resources r ON r.id = p.party_id AND r.company_id = ${companyId}
      ON CONFLICT (company_id, party_type, party_id, period_kind, period) WHERE status = 'DRAFT' DO NOTHING
      RETURNING id`),
  );

  // 4. the rows onto their party's draft (a row another generation took first is skipped), and the drafts' totals
  //    raised by what was added — one pass over the new lines, not a recount of the drafts
  const lines = rowsOf<{ n: number | string }>(
    await tx.execute(sql`
      WITH ins AS (
        INSERT INTO bill_lines (company_id, bill_id, source_key, source_type, order_fee_id, order_id, code, code_name, direction, amount_cents, signed_cents, fee_at)
        SELECT ${companyId}, b.id, s.source_key, s.source_type, s.order_fee_id, s.order_id, s.code, s.code_name, s.direction, s.amount_cents, s.amount_cents * ${sign}, s.fee_at
        FROM bill_src s JOIN bills b ON b.company_id = ${companyId} AND b.party_type = ${kind} AND b.party_id = s.party_id
          AND b.period_kind = s.bill_kind AND b.period = s.bill_period AND b.status = 'DRAFT'
        ON CONFLICT (company_id, source_key) DO NOTHING
        RETURNING bill_id, direction, amount_cents, signed_cents),
      t AS (
        SELECT bill_id, coalesce(sum(amount_cents) FILTER (WHERE direction = 'INCOME'), 0) AS income, coalesce(sum(amount_cents) FILTER (WHERE direction = 'OUTLAY'), 0) AS outlay,
               sum(signed_cents) AS total, count(*) AS n
        FROM ins GROUP BY bill_id),
      u AS (
        UPDATE bills b SET income_cents = b.income_cents + t.income, outlay_cents = b.outlay_cents + t.outlay, total_cents = b.total_cents + t.total,
               line_count = b.line_count + t.n, generated_at = now(), updated_at = now()
        FROM t WHERE b.id = t.bill_id
        RETURNING 1)
      SELECT coalesce(sum(n), 0) AS n FROM t`),
  );

  // the embedded database has no autovacuum: after a large batch of lines the planner would take bill_lines for
  // the near-empty table it last analyzed, and the next run's probes and refresh joins turn into nested loops
  if (Number(lines[0]?.n ?? 0) >= 5_000) await tx.execute(sql`ANALYZE bill_lines`);

  // 5. the drafts whose lines step 1 changed are recounted; a draft left without lines goes
  if (touched.size) {
    await tx.execute(sql`
      UPDATE bills b SET
        income_cents = coalesce(x.income, 0), outlay_cents = coalesce(x.outlay, 0), total_cents = coalesce(x.total, 0),
        line_count = coalesce(x.n, 0), generated_at = now(), updated_at = now()
      FROM (SELECT d.id, x.income, x.outlay, x.total, x.n FROM unnest(${`{${[...touched].join(',')}}`}::int[]) d(id) LEFT JOIN LATERAL (
              SELECT sum(amount_cents) FILTER (WHERE direction = 'INCOME') AS income, sum(amount_cents) FILTER (WHERE direction = 'OUTLAY') AS outlay,
                     sum(signed_cents) AS total, count(*) AS n
              FROM bill_lines WHERE bill_id = d.id) x ON true) x
      WHERE b.id = x.id`);
  }
  await tx.execute(sql`DELETE FROM bills WHERE id IN (${drafts}) AND line_count = 0`);
  await tx.execute(sql`DROP TABLE IF EXISTS pg_temp.bill_src`);
  return { bills: made.length, lines: Number(lines[0]?.n ?? 0) };
}
