/** Writes figures of many document lines in one statement: a 1 000-line receive or put-away is one UPDATE, not 1 000. */
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './stock-ledger';

/** the integer columns of warehouse_document_lines an action writes per line */
export type LineFigure = 'done' | 'damaged' | 'reserved' | 'to_location_id';

/**
 * Sets `columns` of each line in `rows` (by id) to that row's values; `onlyWhere` narrows which lines change
 * (e.g. a suggestion never overwrites a target already chosen).
 */
export async function setLineFigures<C extends LineFigure>(tx: Tx, columns: readonly C[], rows: ReadonlyArray<{ id: number } & Record<C, number>>, onlyWhere?: SQL): Promise<void> {
  const names = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const set = sql.join(
    columns.map((c) => sql`${sql.identifier(c)} = v.${sql.identifier(c)}`),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += 1000) {
    const values = sql.join(
      rows.slice(i, i + 1000).map((r) => sql`(${r.id}::int, ${sql.join(columns.map((c) => sql`${r[c]}::int`), sql`, `)})`),
      sql`, `,
    );
    await tx.execute(sql`UPDATE warehouse_document_lines l SET ${set} FROM (VALUES ${values}) AS v(id, ${names}) WHERE l.id = v.id${onlyWhere ? sql` AND ${onlyWhere}` : sql``}`);
  }
}
