/**
 * Import rows name what a desk user knows (商家 name, 店铺 name, 产品 name or code, 配送服务商 name, 省/市/区 names);
 * this turns them into the ids the create payload needs, inside one company, with one query per kind of record
 * whatever the number of rows (an import file can hold 20 000 rows). Ids still given in the id columns are
 * looked up in the same queries (so the preview can show their names). Names are matched exactly after trimming
 * and ignoring the case of latin letters; a name that several records share is refused, asking for the id/code.
 */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ServerMessageKey } from '../../../src/domain/server-messages';
import type { Db } from '../db/client';
import { areas, products, resources } from '../db/schema';

export interface ImportProblem {
  key: ServerMessageKey;
  params: Record<string, string | number>;
}

export interface ImportShown {
  consignor?: string;
  store?: string;
  delivery?: string;
  area?: string;
  products?: string;
}

export interface ResolvedImportRow {
  /** the row with names replaced by ids/codes (name fields and `row` removed): a create payload to validate */
  payload: Record<string, unknown>;
  problems: ImportProblem[];
  /** what the names (or ids) resolved to, for the preview */
  shown: ImportShown;
}

export interface ImportScope {
  companyId: number;
  /** a consignor account imports for its own resource: the 商家 column is ignored */
  ownConsignorResourceId: number | null;
}

/** The fields an import row may carry instead of ids (products[].product_name inside the product lines). */
export const IMPORT_NAME_FIELDS = ['consignor_name', 'store_name', 'delivery_name', 'end_province_name', 'end_city_name', 'end_district_name'] as const;

const norm = (s: string) => s.trim().toLowerCase();
const textOf = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
function idOf(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

function group<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/** `lower(column) in names or id in ids`, or nothing to ask for. */
function nameOrId(column: SQL, names: Set<string>, idColumn: typeof resources.id, ids: Set<number>): SQL | undefined {
  const parts: SQL[] = [];
  if (names.size) parts.push(inArray(column, [...names]));
  if (ids.size) parts.push(inArray(idColumn, [...ids]));
  return parts.length ? or(...parts) : undefined;
}

type AreaRow = typeof areas.$inferSelect;

/** The area tree, indexed for name look-ups by parent. */
class AreaTree {
  private children = new Map<string, AreaRow[]>();
  private byCode = new Map<string, AreaRow>();
  private provinces: AreaRow[] = [];
  constructor(rows: AreaRow[]) {
    for (const r of rows) {
      this.byCode.set(r.code, r);
      if (r.level === 1) this.provinces.push(r);
      const list = this.children.get(r.parentCode);
      if (list) list.push(r);
      else this.children.set(r.parentCode, [r]);
    }
  }
  code(code: string): AreaRow | undefined {
    return this.byCode.get(code);
  }
  /** A child of `parent` (null: the provinces) by exact name, code, or a unique name prefix ('广东' → '广东省'). */
  pick(parent: AreaRow | null, text: string): AreaRow | undefined {
    const list = parent ? (this.children.get(parent.code) ?? []) : this.provinces;
    const wanted = norm(text);
    const exact = list.find((r) => norm(r.name) === wanted || r.code === wanted);
    if (exact) return exact;
    const prefixed = wanted.length >= 2 ? list.filter((r) => r.name.startsWith(text.trim())) : [];
    return prefixed.length === 1 ? prefixed[0] : undefined;
  }
  /** A municipality's only city (上海市 → 市辖区) when the file leaves the city empty or repeats the province. */
  onlyChild(parent: AreaRow): AreaRow | undefined {
    const list = this.children.get(parent.code) ?? [];
    return list.length === 1 ? list[0] : undefined;
  }
  /** 省/市/区 names (or codes) → the three rows, each undefined when not found (a municipality's city may be left out). */
  resolve(pName: string, cName: string, dName: string): { province?: AreaRow; city?: AreaRow; district?: AreaRow } {
    const province = pName ? this.pick(null, pName) : undefined;
    let city = province && cName ? this.pick(province, cName) : undefined;
    if (province && !city && (!cName || norm(cName) === norm(province.name))) city = this.onlyChild(province);
    const district = city && dName ? this.pick(city, dName) : undefined;
    return { province, city, district };
  }
}

/** The rows of the area tree a set of names needs: the provinces, the rows named and their children. */
function areaRowsFor(db: Db, names: string[], codes: string[] = []) {
  return db
    .select()
    .from(areas)
    .where(
      or(
        eq(areas.level, 1),
        ...(names.length ? [inArray(areas.name, names), inArray(areas.parentCode, db.select({ code: areas.code }).from(areas).where(inArray(areas.name, names)))] : []),
        ...(codes.length ? [inArray(areas.code, codes)] : []),
      ),
    );
}

/** One address's 省/市/区 names (or codes) → codes, as the import resolves them; null when a level is unknown. */
export async function resolveAreaNames(db: Db, pName: string, cName: string, dName: string): Promise<{ province: string; city: string; district: string } | null> {
  const names = [pName, cName, dName].map((n) => n.trim()).filter(Boolean);
  const { province, city, district } = new AreaTree(await areaRowsFor(db, names, names)).resolve(pName.trim(), cName.trim(), dName.trim());
  return province && city && district ? { province: province.code, city: city.code, district: district.code } : null;
}

/**
 * Resolves the rows' names in the caller's company. Every row comes back (same order) with its payload and its
 * problems; one bad row never affects another. `withAreas` also loads the area tree for rows that only carry
 * codes (so the preview can show their names).
 */
export async function resolveImportRows(db: Db, scope: ImportScope, rows: Record<string, unknown>[], opts: { display?: boolean } = {}): Promise<ResolvedImportRow[]> {
  const want = { consignorNames: new Set<string>(), consignorIds: new Set<number>(), storeNames: new Set<string>(), storeIds: new Set<number>(), deliveryNames: new Set<string>(), deliveryIds: new Set<number>(), productKeys: new Set<string>(), productIds: new Set<number>() };
  const areaNames = new Set<string>();
  const areaCodes = new Set<string>();
  const lines = (r: Record<string, unknown>) => (Array.isArray(r.products) ? (r.products as unknown[]).filter((l): l is Record<string, unknown> => !!l && typeof l === 'object') : []);
  if (scope.ownConsignorResourceId) want.consignorIds.add(scope.ownConsignorResourceId);
  for (const r of rows) {
    if (!scope.ownConsignorResourceId) {
      const cid = idOf(r.consignor_resource_id);
      if (cid) want.consignorIds.add(cid);
      const name = textOf(r.consignor_name);
      if (name) {
        want.consignorNames.add(norm(name));
        const asId = idOf(name);
        if (asId) want.consignorIds.add(asId);
      }
    }
    const sid = idOf(r.store_resource_id);
    if (sid) want.storeIds.add(sid);
    if (textOf(r.store_name)) want.storeNames.add(norm(textOf(r.store_name)));
    const did = idOf(r.delivery_resource_id);
    if (did) want.deliveryIds.add(did);
    if (textOf(r.delivery_name)) want.deliveryNames.add(norm(textOf(r.delivery_name)));
    for (const l of lines(r)) {
      const pid = idOf(l.product_id);
      if (pid) want.productIds.add(pid);
      if (textOf(l.product_name)) want.productKeys.add(norm(textOf(l.product_name)));
    }
    const names = [r.end_province_name, r.end_city_name, r.end_district_name].map(textOf).filter(Boolean);
    if (names.length) names.forEach((n) => areaNames.add(n));
    else if (opts.display) [r.end_province_code, r.end_city_code, r.end_district_code].map(textOf).forEach((c) => c && areaCodes.add(c));
  }

  const consignorCond = nameOrId(sql`lower(${resources.name})`, want.consignorNames, resources.id, want.consignorIds);
  const storeCond = nameOrId(sql`lower(${resources.name})`, want.storeNames, resources.id, want.storeIds);
  const deliveryCond = nameOrId(sql`lower(${resources.name})`, want.deliveryNames, resources.id, want.deliveryIds);
  const productParts: SQL[] = [];
  if (want.productKeys.size) productParts.push(inArray(sql`lower(${products.code})`, [...want.productKeys]), inArray(sql`lower(${products.name})`, [...want.productKeys]));
  if (want.productIds.size) productParts.push(inArray(products.id, [...want.productIds]));
  const resourceCols = { id: resources.id, name: resources.name, parentId: resources.parentId, forbid: resources.isForbidCreateOrder };
  const [consignors, stores, deliveries, productRows, areaRows] = await Promise.all([
    consignorCond ? db.select(resourceCols).from(resources).where(and(eq(resources.companyId, scope.companyId), inArray(resources.objectType, ['consignor', 'supplier']), consignorCond)) : [],
    storeCond ? db.select(resourceCols).from(resources).where(and(eq(resources.companyId, scope.companyId), eq(resources.objectType, 'store'), storeCond)) : [],
    deliveryCond ? db.select(resourceCols).from(resources).where(and(eq(resources.companyId, scope.companyId), inArray(resources.objectSubType, ['T_PZ', 'T_SJ']), deliveryCond)) : [],
    productParts.length
      ? db
          .select({ id: products.id, code: products.code, name: products.name })
          .from(products)
          .where(and(eq(products.companyId, scope.companyId), eq(products.disabled, false), or(...productParts)))
      : [],
    // the provinces, the rows named, the children of the rows named (a name prefix, a municipality's only city)
    // and the codes given: a few hundred rows of the tree, whatever the number of import rows
    areaNames.size || areaCodes.size ? areaRowsFor(db, [...areaNames], [...areaCodes]) : [],
  ]);

  const byName = <T extends { name: string }>(list: T[]) => group(list, (r) => norm(r.name));
  const consignorByName = byName(consignors);
  const consignorById = new Map(consignors.map((c) => [c.id, c]));
  const storeByName = byName(stores);
  const storeById = new Map(stores.map((s) => [s.id, s]));
  const deliveryByName = byName(deliveries);
  const deliveryById = new Map(deliveries.map((d) => [d.id, d]));
  const productByName = byName(productRows);
  const productByCode = group(productRows, (p) => norm(p.code));
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const tree = new AreaTree(areaRows);

  return rows.map((raw, index) => {
    const rowNo = typeof raw.row === 'number' && Number.isInteger(raw.row) && raw.row > 0 ? raw.row : index + 1;
    const problems: ImportProblem[] = [];
    const shown: ImportShown = {};
    const payload: Record<string, unknown> = { ...raw };
    delete payload.row;
    for (const f of IMPORT_NAME_FIELDS) delete payload[f];
    const refuse = (key: ServerMessageKey, name: string) => problems.push({ key, params: { row: rowNo, name } });

    // 商家
    let consignorId: number | null = scope.ownConsignorResourceId;
    if (consignorId) {
      shown.consignor = consignorById.get(consignorId)?.name;
      delete payload.consignor_resource_id;
    } else if (idOf(raw.consignor_resource_id)) {
      const c = consignorById.get(idOf(raw.consignor_resource_id)!);
      if (!c || c.forbid === 1) problems.push({ key: 'orderConsignorInvalid', params: {} });
      else {
        consignorId = c.id;
        shown.consignor = c.name;
      }
    } else if (textOf(raw.consignor_name)) {
      const name = textOf(raw.consignor_name);
      let found = consignorByName.get(norm(name)) ?? [];
      if (!found.length && idOf(name) && consignorById.has(idOf(name)!)) found = [consignorById.get(idOf(name)!)!];
      if (!found.length) refuse('importConsignorUnknown', name);
      else if (found.length > 1) refuse('importConsignorAmbiguous', name);
      else if (found[0].forbid === 1) refuse('importConsignorForbidden', name);
      else {
        consignorId = found[0].id;
        payload.consignor_resource_id = consignorId;
        shown.consignor = found[0].name;
      }
    }

    // 店铺: of the row's consignor when one is known
    if (idOf(raw.store_resource_id)) {
      const s = storeById.get(idOf(raw.store_resource_id)!);
      if (!s || (consignorId && s.parentId !== consignorId)) problems.push({ key: 'orderStoreInvalid', params: {} });
      else shown.store = s.name;
    } else if (textOf(raw.store_name)) {
      const name = textOf(raw.store_name);
      const all = storeByName.get(norm(name)) ?? [];
      const mine = consignorId ? all.filter((s) => s.parentId === consignorId) : all;
      // a consignor account is not told which other consignors' stores exist
      if (!all.length || (scope.ownConsignorResourceId && !mine.length)) refuse('importStoreUnknown', name);
      else if (!mine.length) refuse('importStoreForeign', name);
      else if (mine.length > 1) refuse('importStoreAmbiguous', name);
      else {
        payload.store_resource_id = mine[0].id;
        shown.store = mine[0].name;
      }
    }

    // 配送服务商
    if (idOf(raw.delivery_resource_id)) {
      const d = deliveryById.get(idOf(raw.delivery_resource_id)!);
      if (!d) problems.push({ key: 'orderDeliveryInvalid', params: {} });
      else shown.delivery = d.name;
    } else if (textOf(raw.delivery_name)) {
      const name = textOf(raw.delivery_name);
      const found = deliveryByName.get(norm(name)) ?? [];
      if (!found.length) refuse('importDeliveryUnknown', name);
      else if (found.length > 1) refuse('importDeliveryAmbiguous', name);
      else {
        payload.delivery_resource_id = found[0].id;
        shown.delivery = found[0].name;
      }
    }

    // 产品: a code first (unique), else the name
    if (Array.isArray(raw.products)) {
      const names: string[] = [];
      payload.products = (raw.products as unknown[]).map((line) => {
        if (!line || typeof line !== 'object') return line;
        const { product_name, ...rest } = line as Record<string, unknown>;
        const pid = idOf(rest.product_id);
        if (pid) {
          const p = productById.get(pid);
          if (!p) problems.push({ key: 'orderProductInvalid', params: { id: pid } });
          else names.push(`${p.name}*${String(rest.quantity ?? 1)}`);
          return rest;
        }
        const name = textOf(product_name);
        if (!name) return rest;
        const byCode = productByCode.get(norm(name)) ?? [];
        const found = byCode.length === 1 ? byCode : (productByName.get(norm(name)) ?? []);
        if (!found.length) refuse('importProductUnknown', name);
        else if (found.length > 1) refuse('importProductAmbiguous', name);
        else {
          names.push(`${found[0].name}*${String(rest.quantity ?? 1)}`);
          return { ...rest, product_id: found[0].id };
        }
        return rest;
      });
      if (names.length) shown.products = names.join('; ');
    }

    // 省/市/区 names → codes (names win over codes when a row has both)
    const [pName, cName, dName] = [raw.end_province_name, raw.end_city_name, raw.end_district_name].map(textOf);
    if (pName || cName || dName) {
      const { province, city, district } = tree.resolve(pName, cName, dName);
      if (!province || !city || !district) refuse('importAreaUnknown', [pName, cName, dName].filter(Boolean).join('/'));
      else {
        Object.assign(payload, { end_province_code: province.code, end_city_code: city.code, end_district_code: district.code });
        shown.area = [province.name, city.name === '市辖区' ? '' : city.name, district.name].filter(Boolean).join('/');
      }
    } else if (areaRows.length) {
      const [p, c, d] = [raw.end_province_code, raw.end_city_code, raw.end_district_code].map((v) => tree.code(textOf(v)));
      if (p && c && d) shown.area = [p.name, c.name === '市辖区' ? '' : c.name, d.name].filter(Boolean).join('/');
    }
    return { payload, problems, shown };
  });
}
