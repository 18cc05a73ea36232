/** An audit entry's before / after as the fields that changed, each value shortened to a line; and its entity's name. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const MAX = 100;
const cut = (text: string) => (text.length > MAX ? `${text.slice(0, MAX)}…` : text);
const record = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const pathOf = (x: unknown) => (x && typeof x === 'object' && 'path' in x ? String((x as { path: unknown }).path) : JSON.stringify(x));

function show(v: unknown): string {
  if (v === undefined || v === null || v === '') return '—';
  if (Array.isArray(v)) return cut(`[${v.length}] ${v.map(pathOf).join(', ')}`);
  return cut(typeof v === 'object' ? JSON.stringify(v) : String(v));
}

/** A role's grants: what left and what came, by menu path (a reader recognises paths, not ids). */
function grantChange(before: unknown[], after: unknown[]): { before: string; after: string } {
  const b = new Set(before.map(pathOf));
  const a = new Set(after.map(pathOf));
  const removed = [...b].filter((p) => !a.has(p));
  const added = [...a].filter((p) => !b.has(p));
  if (!removed.length && !added.length) return { before: show(before), after: show(after) };
  return { before: removed.length ? cut(`− ${removed.join(', ')}`) : '—', after: added.length ? cut(`+ ${added.join(', ')}`) : '—' };
}

/** The changed fields (a creation lists every field after, a deletion every field before). */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = record(before);
  const a = record(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => {
      if (Array.isArray(b[k]) && Array.isArray(a[k])) return { field: k, ...grantChange(b[k] as unknown[], a[k] as unknown[]) };
      return { field: k, before: before === null ? '—' : show(b[k]), after: after === null ? '—' : show(a[k]) };
    });
}

/** The entity's name as it was recorded (a role's name, a menu's Chinese / English name), or '' */
export function auditEntityName(before: unknown, after: unknown, zh: boolean): string {
  const r = { ...record(before), ...record(after) };
  const name = r.name ?? (zh ? r.name_zh : r.name_en) ?? r.name_zh;
  return typeof name === 'string' ? name : '';
}
