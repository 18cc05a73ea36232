/**
 * Bill generation (账单, issue 21, src/domain/finance/README.md 'Bills, check-bills and payment clearance' and
 * 'Generation speed'): a period's drafts for every party in set-based SQL — the fee rows of the period (order fees,
 * the quote engine's estimates through the order_estimated_fees view, a carrier's departed loads) not on a bill yet,
 * onto one draft per party, and the drafts already there refreshed.
 *
 * Which bill a fee row is on: its `bill_lines` row when it has one (a confirmed or settled bill's frozen lines, and
 * every line of a per-order or per-load draft), else the oldest MONTH / WEEK draft of its party whose range holds its
 * date — a period draft writes no line per fee row; its lines are read from the fee rows (periodDraftLines) and
 * written out when it is confirmed. A fee row is therefore on one bill at most: bill_lines.source_key is unique per
 * company, and a row is a period draft's only while no bill_lines row and no older draft holds it. Generations and
 * confirmations of one company take turns (an advisory lock), so a row cannot change hands under one of them.
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
    await lockBills(tx, actor.companyId);
    // the period's fee rows are summed in memory, not spilled to disk (one hash of the estimates' keys)
    await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
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
          WHERE bl.bill_id IN (${drafts}) AND bl.source_type = 'estimate'
            AND NOT EXISTS (SELECT 1 FROM bill_est x WHERE x.source_key = ${baseKeyOf(sql`bl.source_key`)})
          RETURNING bl.bill_id)
        SELECT DISTINCT bill_id FROM u UNION SELECT DISTINCT bill_id FROM d`),
    );
    for (const r of changed) touched.add(Number(r.bill_id));
    // a per-order draft's difference line (an estimate re-priced after its earlier bill was confirmed, key
    // est:…:<bill>): the estimate now less what its lines on the other bills hold; a difference gone to nothing leaves
    const differences = rowsOf<{ bill_id: number }>(
      await tx.execute(sql`
        WITH n AS (
          SELECT bl.id, x.amount - coalesce((SELECT sum(ol.amount_cents) FROM bill_lines ol WHERE ol.company_id = ${companyId} AND ol.bill_id <> bl.bill_id
                   AND ol.source_key >= x.source_key AND ol.source_key < x.source_key || ';' AND (ol.source_key = x.source_key OR starts_with(ol.source_key, x.source_key || ':'))), 0) AS amount
          FROM bill_lines bl JOIN bill_est x ON x.source_key = ${baseKeyOf(sql`bl.source_key`)}
          WHERE bl.bill_id IN (${drafts}) AND bl.source_type = 'estimate' AND bl.source_key <> x.source_key),
        u AS (
          UPDATE bill_lines bl SET amount_cents = n.amount, signed_cents = n.amount * (CASE WHEN bl.direction = ${kind === 'consignor' ? 'INCOME' : 'OUTLAY'} THEN 1 ELSE -1 END)
          FROM n WHERE bl.id = n.id AND n.amount <> 0 AND bl.amount_cents <> n.amount
          RETURNING bl.bill_id),
        d AS (DELETE FROM bill_lines bl USING n WHERE bl.id = n.id AND n.amount = 0 RETURNING bl.bill_id)
        SELECT DISTINCT bill_id FROM u UNION SELECT DISTINCT bill_id FROM d`),
    );
    for (const r of differences) touched.add(Number(r.bill_id));
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

  // 2. one grouped pass over the range's fee rows not written on a bill, per party and holder: the oldest period draft
  //    (MONTH / WEEK) of the party whose range holds the row's date, null for a row on no bill yet. While no two period
  //    drafts of a party overlap (the usual case) a row has one candidate: a hash join on the party, the date checked
  const perOrder = perOrderIds(companyId, kind);
  const [{ overlapping }] = rowsOf<{ overlapping: boolean }>(
    await tx.execute(sql`
      SELECT EXISTS (SELECT 1 FROM bills a JOIN bills b ON b.party_id = a.party_id AND b.id > a.id AND b.period_from < a.period_to AND b.period_to > a.period_from
                     WHERE ${periodDrafts(companyId, kind, 'a')} AND ${periodDrafts(companyId, kind, 'b')}) AS overlapping`),
  );
  await tx.execute(sql`DROP TABLE IF EXISTS pg_temp.bill_sum`);
  await tx.execute(sql`
    CREATE TEMP TABLE bill_sum ON COMMIT DROP AS
    SELECT party_id, holder, coalesce(sum(amount_cents) FILTER (WHERE direction = 'INCOME'), 0) AS income,
           coalesce(sum(amount_cents) FILTER (WHERE direction = 'OUTLAY'), 0) AS outlay, coalesce(sum(amount_cents * ${sign}), 0) AS total, count(*) AS n
    FROM (
      SELECT s.party_id, s.direction, s.amount_cents,
             ${overlapping ? sql`(SELECT min(d.id) FROM bills d WHERE ${periodDrafts(companyId, kind, 'd')} AND d.party_id = s.party_id AND s.fee_at >= d.period_from AND s.fee_at < d.period_to)` : sql`d.id`} AS holder
      FROM (${feeRows(companyId, kind, from, to, ids)}) s
      ${overlapping ? sql`` : sql`LEFT JOIN bills d ON ${periodDrafts(companyId, kind, 'd')} AND d.party_id = s.party_id AND s.fee_at >= d.period_from AND s.fee_at < d.period_to`}
      WHERE ${notWritten(companyId, kind, T, sql`s`, from, to)}
    ) x
    GROUP BY party_id, holder`);

  // 3. a period draft for each party billed per period with rows on no bill (its lines are read, not written)
  const newPeriodDrafts = rowsOf<{ id: number }>(
    await tx.execute(sql`
      INSERT INTO bills (company_id, bill_no, party_type, party_id, party_name, period_kind, period, period_from, period_to)
      SELECT ${companyId}, 'BL' || replace(${input.period}, '-', '') || lpad(nextval('finance_doc_no_seq')::text, 7, '0'), ${kind}, r.id, r.name,
             ${input.periodKind}, ${input.period}, ${from}, ${to}
      FROM (SELECT DISTINCT party_id FROM bill_sum WHERE holder IS NULL AND party_id NOT IN ${perOrder}) p
      JOIN resources r ON r.id = p.party_id AND r.company_id = ${companyId}
      ON CONFLICT (company_id, party_type, party_id, period_kind, period) WHERE status = 'DRAFT' DO NOTHING
      RETURNING id`),
  );

  // 4. the rows of a party billed per order, and a carrier's loads, written onto their per-order / per-load draft
  const [{ perOrderRows }] = rowsOf<{ perOrderRows: boolean }>(
    await tx.execute(sql`SELECT EXISTS (SELECT 1 FROM bill_sum WHERE holder IS NULL AND party_id IN ${perOrder}) AS "perOrderRows"`),
  );
  let made: { id: number }[] = [];
  let written = 0;
  if (perOrderRows || kind === 'carrier') {
    const unbilled = sql`(${feeRows(companyId, kind, from, to, ids)}) s WHERE ${notOnPeriodDraft(companyId, kind, sql`s`)} AND s.party_id IN ${perOrder}`;
    await tx.execute(sql`DROP TABLE IF EXISTS pg_temp.bill_src`);
    await tx.execute(sql`
      CREATE TEMP TABLE bill_src ON COMMIT DROP AS
      SELECT s.*, ${keyOf(T, sql`s`, true)} AS source_key,
        CASE WHEN s.source_type = 'load' THEN 'LOAD' ELSE 'ORDER' END AS bill_kind,
        CASE WHEN s.source_type = 'load' THEN s.doc_no ELSE coalesce((SELECT o.order_no FROM orders o WHERE o.id = s.order_id), 'O' || s.order_id) END AS bill_period
      FROM (
        ${perOrderRows ? sql`SELECT s.*, NULL::text AS doc_no, NULL::int AS load_id FROM ${unbilled}` : sql`SELECT NULL::text AS source_type, NULL::int AS order_fee_id, NULL::int AS order_id, NULL::text AS code, NULL::text AS code_name, NULL::text AS direction, NULL::bigint AS amount_cents, NULL::timestamptz AS fee_at, NULL::int AS party_id, NULL::bigint AS prior, NULL::text AS doc_no, NULL::int AS load_id WHERE false`}
        ${
          kind === 'carrier'
            ? sql`UNION ALL
        SELECT 'load', NULL::int, NULL::int, 'LOAD_FEE', '干线运费', 'OUTLAY', l.fee_cents::bigint, l.departed_at, l.carrier_resource_id, NULL::bigint, l.load_no, l.id
        FROM transit_loads l
        WHERE l.company_id = ${companyId} AND l.carrier_resource_id IS NOT NULL AND ${BILLABLE_LOAD}
          AND l.departed_at >= ${from} AND l.departed_at < ${to} ${onlyParty(sql`l.carrier_resource_id`)}`
            : sql``
        }
      ) s
      -- a row never billed is new while its key is on no bill; a difference (prior set: billed before, re-priced since) is
      -- always new — it is keyed by the draft it lands on, below
      WHERE s.prior IS NOT NULL OR NOT EXISTS (SELECT 1 FROM bill_lines bl WHERE bl.company_id = ${companyId} AND bl.source_key = ${keyOf(T, sql`s`, true)})`);

    // one draft for each that has some (the partial unique index: at most one draft per party and period)
    made = rowsOf<{ id: number }>(
      await tx.execute(sql`
        INSERT INTO bills (company_id, bill_no, party_type, party_id, party_name, period_kind, period, period_from, period_to)
        SELECT ${companyId}, 'BL' || replace(${input.period}, '-', '') || lpad(nextval('finance_doc_no_seq')::text, 7, '0'), ${kind}, r.id, r.name,
               p.bill_kind, p.bill_period, ${from}, ${to}
        FROM (SELECT DISTINCT party_id, bill_kind, bill_period FROM bill_src) p JOIN resources r ON r.id = p.party_id AND r.company_id = ${companyId}
        ON CONFLICT (company_id, party_type, party_id, period_kind, period) WHERE status = 'DRAFT' DO NOTHING
        RETURNING id`),
    );

    // the rows onto their draft, and the drafts' totals raised by what was added — one pass over the new lines
    const lines = rowsOf<{ n: number | string }>(
      await tx.execute(sql`
        WITH ins AS (
          INSERT INTO bill_lines (company_id, bill_id, source_key, source_type, order_fee_id, order_id, code, code_name, direction, amount_cents, signed_cents, fee_at)
          SELECT ${companyId}, b.id, CASE WHEN s.prior IS NULL THEN s.source_key ELSE s.source_key || ':' || b.id END, s.source_type, s.order_fee_id, s.order_id, s.code, s.code_name, s.direction, s.amount_cents, s.amount_cents * ${sign}, s.fee_at
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
    written = Number(lines[0]?.n ?? 0);
    await tx.execute(sql`DROP TABLE IF EXISTS pg_temp.bill_src`);
  }

  // 5. the period drafts of this range take their counts from the pass of step 2 (a row on no bill then is on its
  //    party's draft made at step 3); the drafts whose written lines step 1 changed are recounted; an empty draft goes
  const counted = rowsOf<{ added: number | string | null }>(
    await tx.execute(sql`
      WITH d AS (
        SELECT b.id, b.party_id, b.line_count AS before FROM bills b
        WHERE ${periodDrafts(companyId, kind, 'b')} AND b.period_from = ${from} AND b.period_to = ${to} ${onlyParty(sql`b.party_id`)}),
      x AS (
        SELECT coalesce(s.holder, d.id) AS bill_id, sum(s.income) AS income, sum(s.outlay) AS outlay, sum(s.total) AS total, sum(s.n) AS n
        FROM bill_sum s LEFT JOIN d ON s.holder IS NULL AND d.party_id = s.party_id
        GROUP BY 1),
      u AS (
        UPDATE bills b SET income_cents = coalesce(x.income, 0), outlay_cents = coalesce(x.outlay, 0), total_cents = coalesce(x.total, 0),
               line_count = coalesce(x.n, 0), generated_at = now(), updated_at = now()
        FROM d LEFT JOIN x ON x.bill_id = d.id
        WHERE b.id = d.id
        RETURNING greatest(b.line_count - d.before, 0) AS added)
      SELECT sum(added) AS added FROM u`),
  );
  await tx.execute(sql`DROP TABLE IF EXISTS pg_temp.bill_sum`);
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
  const gone = rowsOf<{ id: number }>(await tx.execute(sql`DELETE FROM bills WHERE id IN (${drafts}) AND line_count = 0 RETURNING id`));
  const goneIds = new Set(gone.map((g) => Number(g.id)));
  return {
    bills: [...made, ...newPeriodDrafts].filter((b) => !goneIds.has(Number(b.id))).length,
    lines: written + Number(counted[0]?.added ?? 0),
  };
}

/** the consignors billed per order (bills.ts billingOf: a payment term other than monthly); none for a provider */
function perOrderIds(companyId: number, kind: BillPartyKind): SQL {
  if (kind !== 'consignor') return sql`(SELECT NULL::int WHERE false)`;
  const terms = PAYMENT_TERMS.filter((term) => billingOf(term) === 'ORDER').map((term) => sql`${term}`);
  return sql`(SELECT consignor_id FROM consignor_terms WHERE company_id = ${companyId} AND payment_term IN (${sql.join(terms, sql`, `)}))`;
}

/** Generations and confirmations of one company's bills take turns: a fee row cannot change hands under either. */
export async function lockBills(tx: Tx, companyId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${companyId}, hashtext('finance:bills'))`);
}

/**
 * The fee rows of `kind`'s parties dated in [from, to) — order fees (approved, posted to an order) and the quote
 * engine's estimates, one row per order, code and party (summed) — as source_type, order_fee_id, order_id, code,
 * code_name, direction, amount_cents, fee_at, party_id, prior. Loads are not here: their lines are always written.
 *
 * An estimate already written on a bill and re-priced since (its new priced_at in this range) is billed once more as
 * the **difference**: `prior` is what its lines on bills hold (its `est:…` key and the `est:…:<bill>` keys of earlier
 * differences), `amount_cents` the estimate less that; an estimate whose lines already hold its amount is no row. Only
 * the parties with a bill that wrote lines (confirmed / settled, per order) are probed; null `prior`: never billed.
 */
function feeRows(companyId: number, kind: BillPartyKind, from: Date, to: Date, partyIds?: number[]): SQL {
  const T = FEE_PARTY_TYPE[kind];
  const base = sql`'est:' || x.order_id || ':' || x.code || ':' || ${T} || ':' || x.party_id`;
  return sql`
    SELECT 'order_fee'::text AS source_type, f.id AS order_fee_id, f.order_id, f.code, f.code_name, f.direction,
           f.amount_cents::bigint AS amount_cents, f.created_at AS fee_at, f.settle_target_id::int AS party_id, NULL::bigint AS prior
    FROM order_fees f
    WHERE f.company_id = ${companyId} AND f.settle_target_type = ${T} AND f.settle_target_id ~ '^[1-9][0-9]{0,8}$'
      AND f.created_at >= ${from} AND f.created_at < ${to} ${partyIds ? sql`AND f.settle_target_id = ANY(${`{${partyIds.join(',')}}`}::text[])` : sql``}
    UNION ALL
    SELECT 'estimate', NULL::int, x.order_id, x.code, x.name, x.direction, x.amount_cents - coalesce(x.prior, 0), x.fee_at, x.party_id, x.prior
    FROM (
      SELECT x.*, CASE WHEN x.party_id IN (SELECT m.party_id FROM bills m WHERE m.company_id = ${companyId} AND m.party_type = ${kind} AND (m.status <> 'DRAFT' OR m.period_kind = 'ORDER'))
                  THEN (SELECT sum(bl.amount_cents) FROM bill_lines bl WHERE bl.company_id = ${companyId} AND bl.source_key >= ${base} AND bl.source_key < ${base} || ';'
                          AND (bl.source_key = ${base} OR starts_with(bl.source_key, ${base} || ':'))) END AS prior
      FROM (
        SELECT e.order_id, e.code, min(e.name) AS name, min(e.direction) AS direction, sum(e.amount_cents)::bigint AS amount_cents, min(e.priced_at) AS fee_at, e.party_id
        FROM order_estimated_fees e
        WHERE e.company_id = ${companyId} AND e.party_type = ${T} AND e.party_id IS NOT NULL
          AND e.priced_at >= ${from} AND e.priced_at < ${to} ${partyIds ? partyEstimates(companyId, from, to, partyIds) : sql``}
        GROUP BY e.order_id, e.code, e.party_id) x) x
    WHERE x.prior IS NULL OR x.amount_cents <> x.prior`;
}

/**
 * the estimates of `partyIds` only: the orders whose lines name one of them, found through the GIN index on
 * order_pricings.party_ids (migrations 0058, 0061) — the view then reads those orders' lines by primary key instead
 * of every pricing of the company (a draft's journal, the bills list's totals: a page's parties, not the company's)
 */
const partyEstimates = (companyId: number, from: Date, to: Date, partyIds: number[]) => {
  const ids = `{${partyIds.join(',')}}`;
  return sql`AND e.party_id = ANY(${ids}::int[])
      AND e.order_id = ANY(ARRAY(SELECT p.order_id FROM order_pricings p WHERE p.company_id = ${companyId} AND p.party_ids && ${ids}::int[]
                                   AND p.priced_at >= ${from} AND p.priced_at < ${to}))`;
};

/** an estimate line's key without a difference's bill suffix (est:<order>:<code>:<type>:<party>[:<bill>]); other keys as they are */
const baseKeyOf = (key: SQL) => sql`CASE WHEN split_part(${key}, ':', 6) = '' THEN ${key} ELSE left(${key}, length(${key}) - length(split_part(${key}, ':', 6)) - 1) END`;

/** a fee row's unique key on bill_lines (bills.ts orderFeeKey / estimateKey) — `s` a row of feeRows; with `loads`, also load:<id> */
const keyOf = (T: string, s: SQL, loads = false) =>
  sql`CASE ${s}.source_type WHEN 'order_fee' THEN 'of:' || ${s}.order_fee_id WHEN 'estimate' THEN 'est:' || ${s}.order_id || ':' || ${s}.code || ':' || ${T} || ':' || ${s}.party_id ${loads ? sql`ELSE 'load:' || ${s}.load_id` : sql``} END`;

/** the period drafts (MONTH / WEEK) of `kind`: they hold their lines by date, not in bill_lines */
const periodDrafts = (companyId: number, kind: BillPartyKind, b: string) => {
  const a = sql.raw(b);
  return sql`${a}.company_id = ${companyId} AND ${a}.party_type = ${kind} AND ${a}.status = 'DRAFT' AND ${a}.period_kind IN ('MONTH', 'WEEK')`;
};

/** row `s` is held by no period draft of its party (hash anti-join on the party, the date checked against the range) */
const notOnPeriodDraft = (companyId: number, kind: BillPartyKind, s: SQL) =>
  sql`NOT EXISTS (SELECT 1 FROM bills o WHERE ${periodDrafts(companyId, kind, 'o')} AND o.party_id = ${s}.party_id AND ${s}.fee_at >= o.period_from AND ${s}.fee_at < o.period_to)`;

/**
 * row `s` (dated in [from, to)) is not an order fee with a bill_lines row. Only a party with a bill that wrote lines a
 * row of the range can be on — a confirmed / settled period bill overlapping the range, or a per-order bill (whose
 * draft takes the order's later fees whatever their date) — can have one, so the key is built and probed for those
 * parties' rows alone. An estimate is not probed here: feeRows leaves out one whose lines hold its amount and turns
 * one re-priced since it was written into its difference (`prior`).
 */
const notWritten = (companyId: number, kind: BillPartyKind, T: string, s: SQL, from: Date, to: Date) =>
  sql`NOT (${s}.source_type = 'order_fee' AND ${s}.party_id IN (SELECT m.party_id FROM bills m WHERE m.company_id = ${companyId} AND m.party_type = ${kind}
             AND (m.period_kind = 'ORDER' OR (m.status <> 'DRAFT' AND m.period_kind IN ('MONTH', 'WEEK') AND m.period_from < ${to} AND m.period_to > ${from})))
           AND EXISTS (SELECT 1 FROM bill_lines bl WHERE bl.company_id = ${companyId} AND bl.source_key = ${keyOf(T, s)}))`;

/**
 * The lines of the period drafts of `kind` whose range is [from, to) (one party's, or one draft): the range's fee
 * rows of the draft's party on no bill_lines row and on no older draft of the party — bill_id, source_key and the
 * line's columns. What a draft's journal shows, what generation counts and what confirming writes out.
 */
export function periodDraftLines(companyId: number, kind: BillPartyKind, at: { from: Date; to: Date; partyIds?: number[]; billIds?: number[] }): SQL {
  const T = FEE_PARTY_TYPE[kind];
  // the parties' rows and the drafts read once each (materialized), then hash-joined on the party: a list page's
  // drafts cost one scan of the range's rows, not one per draft. A row's "held by an older draft" probe runs only for
  // a draft that has an older period draft of its party overlapping its range (`shared`; rare: a month and a week)
  const older = (d: SQL) => sql`${periodDrafts(companyId, kind, 'o')} AND o.party_id = ${d}.party_id AND o.id < ${d}.id`;
  return sql`
    WITH s AS MATERIALIZED (${feeRows(companyId, kind, at.from, at.to, at.partyIds)}),
    d AS MATERIALIZED (
      SELECT d.id, d.party_id,
             EXISTS (SELECT 1 FROM bills o WHERE ${older(sql`d`)} AND o.period_from < d.period_to AND o.period_to > d.period_from) AS shared
      FROM bills d
      WHERE ${periodDrafts(companyId, kind, 'd')} AND d.period_from = ${at.from} AND d.period_to = ${at.to}
        ${at.billIds ? sql`AND d.id = ANY(${`{${at.billIds.join(',')}}`}::int[])` : sql``})
    SELECT d.id AS bill_id, ${keyOf(T, sql`s`)} || CASE WHEN s.prior IS NULL THEN '' ELSE ':' || d.id END AS source_key, s.*
    FROM s JOIN d ON d.party_id = s.party_id
    WHERE (NOT d.shared OR NOT EXISTS (SELECT 1 FROM bills o WHERE ${older(sql`d`)} AND s.fee_at >= o.period_from AND s.fee_at < o.period_to))
      AND ${notWritten(companyId, kind, T, sql`s`, at.from, at.to)}`;
}
