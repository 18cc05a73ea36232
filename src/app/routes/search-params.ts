/**
 * URL search params as plain strings: order numbers and phones must never turn into numbers (TanStack's default
 * decoder converts "2024000000000001" to a number). Screens validate and coerce through their zod schemas.
 */

export function parseSearchParams(searchStr: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)) {
    const prev = out[key];
    if (prev === undefined) out[key] = value;
    else if (Array.isArray(prev)) prev.push(value);
    else out[key] = [prev, value];
  }
  return out;
}

export function stringifySearchParams(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, typeof v === 'string' ? v : JSON.stringify(v)));
    else params.set(key, typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const str = params.toString();
  return str ? `?${str}` : '';
}
