/**
 * Rows sent as JSON (one value per row instead of one per column) and decoded here as drizzle would decode the
 * columns: on the embedded database every value of every row otherwise pays its own protocol decoding (issue 16:
 * the order list's 50 rows × 31 columns took 12 ms that way, 5 ms as JSON).
 *
 * Only for columns whose JSON form drizzle's mapper reads back unchanged: integers, text, booleans, jsonb, arrays,
 * timestamps in date mode (an ISO string with its offset). A numeric (JSON keeps no trailing zeros) or a timestamp
 * in string mode would not read back the same — `decodeJsonRow` refuses such a table.
 */
import { getTableColumns, type Column, type Table } from 'drizzle-orm';

const SAFE_TYPES = new Set(['PgInteger', 'PgSerial', 'PgSmallInt', 'PgText', 'PgVarchar', 'PgBoolean', 'PgJsonb', 'PgJson', 'PgArray', 'PgTimestamp', 'PgUUID']);

/** a table's columns by their database names, checked once */
const columnsByName = new WeakMap<Table, [string, Column][]>();

function columnsOf(table: Table): [string, Column][] {
  let found = columnsByName.get(table);
  if (!found) {
    found = Object.entries(getTableColumns(table)).map(([key, column]) => {
      if (!SAFE_TYPES.has(column.columnType)) throw new Error(`json-rows: ${column.name} (${column.columnType}) does not read back the same from JSON`);
      return [key, column] as [string, Column];
    });
    columnsByName.set(table, found);
  }
  return found;
}

/** A row of `table` sent as `to_json(<table>)` (keys are the database's column names), as drizzle's select reads it. */
export function decodeJsonRow<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
