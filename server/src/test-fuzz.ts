/**
 * Schema-derived requests for the route-table security tests: for any route of the app, a plausible request built
 * from its own schemas (JSON Schema of the zod input), then variants that put one bad value in one field at a time
 * (wrong types, huge and NUL-bearing strings, nested garbage, negative and huge numbers, SQL- and script-looking
 * text), so a failure names the route, the field and the value.
 */
import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/** A JSON Schema node as z.toJSONSchema writes it (only the keywords read here). */
interface Node {
  type?: string | string[];
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  anyOf?: Node[];
  oneOf?: Node[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}

export interface FuzzRequest {
  /** what was changed, e.g. 'body.products.0.quantity = -1' */
  label: string;
  url: string;
  query?: Record<string, string | string[]>;
  payload?: unknown;
}

const SQL = "1' OR '1'='1'; DROP TABLE orders; --";
const SCRIPT = '<script>alert(document.cookie)</script>';
const GARBAGE = { a: { b: [{ c: null, d: [[{}]] }], e: '\u0000' } };
const nested = (depth: number): unknown => (depth === 0 ? 'x' : [nested(depth - 1)]);
const DEEP = nested(200);

/** Bad JSON values, rotated so each field gets a few and every value is used across a route's fields. */
const BODY_VALUES: unknown[] = [
  '\u0000',
  SQL,
  -1,
  GARBAGE,
  'x'.repeat(20_000),
  2_147_483_648,
  [2],
  SCRIPT,
  -(2 ** 53) - 2,
  '𝌆 é \ud800',
  1e308,
  true,
  'a\u0000b',
  -0.5,
  {},
  null,
  DEEP,
];

/** Bad query-string and path values (always strings there; an array is a repeated key). */
const QUERY_VALUES: (string | string[])[] = ['\u0000', SQL, '-1', '99999999999999999999', SCRIPT, 'x'.repeat(5_000), ['1', '2'], '𝌆é', '1e400', ' '];
const PATH_VALUES = ['\u0000', SQL, '-1', '99999999999999999999', SCRIPT, 'x'.repeat(300), '𝌆é', '0'];

/** Whole bodies of the wrong shape. */
const WHOLE_BODIES: unknown[] = [[], 'text', 42, GARBAGE, { '\u0000': 1 }, { a: DEEP }];

const PER_FIELD = 2;

export function jsonSchemaOf(schema: unknown): Node | null {
  if (!schema || typeof schema !== 'object') return null;
  if ('_zod' in schema) return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Node;
  return schema as Node;
}

const typesOf = (node: Node): string[] => (Array.isArray(node.type) ? node.type : node.type ? [node.type] : []);

/** The first alternative that is not null: what a caller would normally send. */
function main(node: Node): Node {
  const alternatives = node.anyOf ?? node.oneOf;
  if (!alternatives) return node;
  return main(alternatives.find((a) => !typesOf(a).includes('null')) ?? alternatives[0]);
}

const PATTERN_CANDIDATES = ['1', '123456', '310101', '13912345678', 'A1B2C3D4E5F6', 'abc', 'ABC_1', '2026-01-01', '2026-01-01 10:00', 'a1'];

function sampleString(node: Node): string {
  if (node.format === 'date-time') return new Date().toISOString();
  if (node.format === 'date') return new Date().toISOString().slice(0, 10);
  if (node.pattern) {
    const re = new RegExp(node.pattern);
    const hit = PATTERN_CANDIDATES.find((c) => re.test(c));
    if (hit) return hit;
  }
  return 'a'.repeat(Math.max(1, node.minLength ?? 1));
}

/** Values known to be valid by field name (real ids of the caller's company, a phone number): they take the fuzz past the route's own checks. */
export type Hints = Record<string, unknown>;

/** A plausible valid value for the node (so the other fields of a request pass and the bad one is reached). */
export function sample(raw: Node, hints: Hints = {}, depth = 0): unknown {
  const node = main(raw);
  if (node.const !== undefined) return node.const;
  if (node.enum?.length) return node.enum.find((v) => v !== '') ?? node.enum[0];
  if (node.default !== undefined && node.default !== null) return node.default;
  const type = typesOf(node)[0] ?? (node.properties ? 'object' : node.items ? 'array' : undefined);
  switch (type) {
    case 'string':
      return sampleString(node);
    case 'integer':
    case 'number':
      return Math.max(1, node.minimum ?? 1, node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'array':
      return depth > 4 || !node.items ? [] : Array.from({ length: Math.max(1, node.minItems ?? 1) }, () => sample(node.items!, hints, depth + 1));
    case 'object': {
      if (depth > 4) return {};
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(node.properties ?? {})) {
        if (key in hints) out[key] = hints[key];
        else if (node.required?.includes(key)) out[key] = sample(node.properties![key], hints, depth + 1);
      }
      return out;
    }
    default:
      return 'a';
  }
}

/** A value of the wrong type for the node: what a careless or hostile client sends instead. */
function wrongType(raw: Node): unknown {
  const type = typesOf(main(raw))[0];
  if (type === 'string') return { toString: 'x' };
  if (type === 'integer' || type === 'number') return true;
  if (type === 'boolean') return 'yes';
  if (type === 'array') return { 0: 'a' };
  if (type === 'object') return ['a'];
  return [[null]];
}

/** Every field of an object node down to `maxDepth`, as paths (array items through index 0). */
function fieldPaths(raw: Node, prefix: (string | number)[] = [], maxDepth = 2): { path: (string | number)[]; node: Node }[] {
  const node = main(raw);
  if (prefix.length >= maxDepth) return [];
  const out: { path: (string | number)[]; node: Node }[] = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const path = [...prefix, key];
    out.push({ path, node: child });
    const inner = main(child);
    if (inner.properties) out.push(...fieldPaths(inner, path, maxDepth));
    if (inner.items && main(inner.items).properties) out.push(...fieldPaths(inner.items, [...path, 0], maxDepth + 1));
  }
  return out;
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) {
      at[key] = value;
      break;
    }
    if (at[key] === null || typeof at[key] !== 'object') at[key] = typeof path[i + 1] === 'number' ? [] : {};
    at = at[key] as Record<string | number, unknown>;
  }
  return copy;
}

const rotate = <T>(values: T[], start: number, count: number): T[] =>
  Array.from({ length: count }, (_, i) => values[(start * count + i) % values.length]);

const show = (v: unknown) => {
  const s = typeof v === 'string' ? JSON.stringify(v.length > 40 ? `${v.slice(0, 20)}…(${v.length})` : v) : JSON.stringify(v);
  return s === undefined ? String(v) : s;
};

const schemaOf = (route: RouteOptions, part: 'params' | 'querystring' | 'body') =>
  jsonSchemaOf((route.schema as Record<string, unknown> | undefined)?.[part]);

/** The route's URL with each :param replaced. */
function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
}

/** The route's plausible request, with the schema nodes and values it was built from (the variants start from it). */
function plausible(route: RouteOptions, method: string, hints: Hints) {
  const paramsNode = schemaOf(route, 'params');
  const queryNode = schemaOf(route, 'querystring');
  const bodyNode = schemaOf(route, 'body');
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const params = Object.fromEntries(
    paramNames.map((n) => [n, String(n in hints ? hints[n] : paramsNode?.properties?.[n] ? sample(paramsNode.properties[n], hints) : 1)]),
  );
  const query = queryNode ? (sample(queryNode, hints) as Record<string, unknown>) : undefined;
  const queryStrings = query ? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) : undefined;
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const body = bodyNode ? sample(bodyNode, hints) : hasBody ? {} : undefined;
  const base = { url: fillPath(route.url, params), query: queryStrings, payload: body };
  return { base, params, paramNames, queryNode, queryStrings, bodyNode, body, hasBody };
}

/** The plausible request and its bad variants for one route (one method). */
export function fuzzRequests(route: RouteOptions, method: string, hints: Hints = {}): FuzzRequest[] {
  const { base, params, paramNames, queryNode, queryStrings, bodyNode, body, hasBody } = plausible(route, method, hints);
  const out: FuzzRequest[] = [{ label: 'plausible request', ...base }];

  paramNames.forEach((name, i) => {
    for (const value of ['2147483648', ...rotate(PATH_VALUES, i, PER_FIELD)]) {
      out.push({ ...base, label: `params.${name} = ${show(value)}`, url: fillPath(route.url, { ...params, [name]: value }) });
    }
  });
  // a query value is always a string that a route may read as a number, so each gets the int4 edge
  Object.keys(queryNode?.properties ?? {}).forEach((name, i) => {
    for (const value of ['2147483648', ...rotate(QUERY_VALUES, i, PER_FIELD)]) {
      out.push({ ...base, label: `query.${name} = ${show(value)}`, query: { ...queryStrings, [name]: value } });
    }
  });
  if (!hasBody) return out;
  for (const value of WHOLE_BODIES) out.push({ ...base, label: `body = ${show(value)}`, payload: value });
  if (bodyNode) {
    fieldPaths(bodyNode).forEach(({ path, node }, i) => {
      // every integer also gets the first value past PostgreSQL's int4, the edge the issue found ids falling over
      const edge = typesOf(main(node)).includes('integer') ? [2_147_483_648] : [];
      for (const value of [wrongType(node), ...edge, ...rotate(BODY_VALUES, i, PER_FIELD)]) {
        out.push({ ...base, label: `body.${path.join('.')} = ${show(value)}`, payload: withValue(body, path, value) });
      }
    });
  }
  return out;
}

/** A name that holds a record's id or number (order_id, resource_ids, id, orderId, order_no, no). */
export const isIdName = (name: string): boolean => /(^|_)(ids?|nos?)$|[a-z](Ids?|No)$/.test(name);

/**
 * Another company's id for an id-shaped field, by the field's name and the route's URL (undefined: none to try).
 * Several values are tried one request each.
 */
export type ForeignIds = (name: string, url: string) => unknown[];

/**
 * The plausible request with one id-shaped field at a time (path, query, body down to two levels) set to another
 * company's id: the tenancy test asserts none of them reads or changes that company's rows.
 */
export function foreignIdRequests(route: RouteOptions, method: string, foreign: ForeignIds, hints: Hints = {}): FuzzRequest[] {
  const { base, params, paramNames, queryNode, queryStrings, bodyNode, body, hasBody } = plausible(route, method, hints);
  const out: FuzzRequest[] = [];
  for (const name of paramNames.filter(isIdName)) {
    for (const value of foreign(name, route.url)) {
      out.push({ ...base, label: `params.${name} = ${show(value)}`, url: fillPath(route.url, { ...params, [name]: String(value) }) });
    }
  }
  for (const [name, node] of Object.entries(queryNode?.properties ?? {})) {
    if (!isIdName(name)) continue;
    const array = typesOf(main(node)).includes('array');
    for (const value of foreign(name, route.url)) {
      out.push({ ...base, label: `query.${name} = ${show(value)}`, query: { ...queryStrings, [name]: array ? [String(value)] : String(value) } });
    }
  }
  if (!hasBody || !bodyNode) return out;
  for (const { path, node } of fieldPaths(bodyNode)) {
    const name = String(path.at(-1));
    if (!isIdName(name)) continue;
    const inner = main(node);
    const type = typesOf(inner.items ? main(inner.items) : inner)[0];
    for (const value of foreign(name, route.url)) {
      const typed = type === 'string' ? String(value) : value;
      out.push({ ...base, label: `body.${path.join('.')} = ${show(value)}`, payload: withValue(body, path, inner.items ? [typed] : typed) });
    }
  }
  return out;
}

/** The route's methods (HEAD twins of GET routes left out: they run the same handler). */
export function routeMethods(route: RouteOptions): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
}
