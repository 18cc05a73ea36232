/**
 * What the load bench sends: the desk mix (order list pages and filters, order detail, user and menu reads, as the
 * desk screens ask for them) and the field replay (a driver's outbox sending a sign with a photo: the upload, then
 * the action, each with its Idempotency-Key, and now and then the same entry again as after a lost answer).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

export interface Session {
  token: string;
  user: string;
}

interface Envelope<T> {
  code: number | string;
  msg?: string;
  data: T;
}

async function call<T>(base: string, token: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { 'x-token': token, 'accept-language': 'zh-CN', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as Envelope<T>;
  if (res.status !== 200 || String(json.code) !== '0') throw new Error(`${method} ${url}: HTTP ${res.status} ${json.msg ?? ''}`);
  return json;
}

export async function signIn(base: string, user: string, password: string, appCode: string): Promise<Session> {
  const json = await call<{ token: string }>(base, '', 'POST', '/login/login', { username: user, password, app_code: appCode });
  return { token: json.data.token, user };
}

/** The desk accounts of the demo seed (one company's servicer and its two sub-accounts). */
export const DESK_ACCOUNTS: [string, string][] = [
  ['servicer', 'servicer123'],
  ['finance', 'finance123'],
  ['executor', 'executor123'],
];

export interface DeskRequest {
  method: 'GET';
  path: string;
  headers: Record<string, string>;
}

/**
 * One round of a desk user: the all-orders list (first page, a later page, a status filter, a date and phone
 * filter, the map screen's urgent order), three order details, who am I, the menu. `orderKeys`: details to open.
 */
export function deskRequests(sessions: Session[], orderKeys: string[]): () => DeskRequest {
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const paths: (() => string)[] = [
    () => '/api/order/waybills/list?page=1&per_page=20',
    () => `/api/order/orders/${encodeURIComponent(orderKeys[Math.floor(Math.random() * orderKeys.length)])}`,
    () => `/api/order/waybills/list?page=${2 + Math.floor(Math.random() * 4)}&per_page=50`,
    () => '/api/user/users/getUserByToken',
    () => `/api/order/orders/${encodeURIComponent(orderKeys[Math.floor(Math.random() * orderKeys.length)])}`,
    () => '/api/order/waybills/list?page=1&per_page=20&status=TO_ASSIGN,TO_APPOINT,TO_SIGN',
    () => '/api/user/group/getMenuPermissionByToken?app_code=BANG',
    () => `/api/order/waybills/list?page=1&per_page=20&created_from=${monthAgo}&created_to=${today}&end_tel=13`,
    () => `/api/order/orders/${encodeURIComponent(orderKeys[Math.floor(Math.random() * orderKeys.length)])}`,
    () => '/api/order/waybills/list?page=1&per_page=50&urgent_first=1&status=TO_ASSIGN',
  ];
  let i = 0;
  return () => {
    const n = i++;
    const session = sessions[Math.floor(n / paths.length) % sessions.length];
    return { method: 'GET', path: paths[n % paths.length](), headers: { 'x-token': session.token, 'accept-language': 'zh-CN' } };
  };
}

/** Checks every request of the mix answers 200 with code 0 before the clock starts (a 401 would be a fast lie). */
export async function checkDeskMix(base: string, next: () => DeskRequest, rounds: number): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    const r = next();
    const res = await fetch(base + r.path, { headers: r.headers });
    const json = (await res.json()) as Envelope<unknown>;
    if (res.status !== 200 || String(json.code) !== '0') throw new Error(`desk mix: ${r.path} answered HTTP ${res.status} ${json.msg ?? ''}`);
  }
}

/** Order numbers and ids from the desk's list, for the details. */
export async function someOrderKeys(base: string, session: Session, n: number): Promise<string[]> {
  const page = await call<{ list: { id: number; order_no: string }[] }>(base, session.token, 'GET', `/order/waybills/list?page=1&per_page=${Math.min(n, 500)}`);
  return page.data.list.flatMap((o, i) => (i % 2 ? [o.order_no] : [String(o.id)]));
}

/**
 * `n` orders in TO_SIGN for the delivery account: imported and walked by the servicer, assigned to the delivery
 * account's resource, appointed by that account (as a driver does before the visit).
 */
export async function prepareSignable(base: string, servicer: Session, delivery: Session, n: number): Promise<string[]> {
  if (n <= 0) return [];
  const me = await call<{ resource_id: number | null }>(base, delivery.token, 'GET', '/user/users/getUserByToken');
  const deliveryResource = me.data.resource_id;
  if (!deliveryResource) throw new Error('the delivery account has no resource');
  const s = <T>(method: string, url: string, body?: unknown) => call<T>(base, servicer.token, method, url, body);
  const consignors = await s<{ list: { id: number; is_forbid_create_order: number }[] }>('GET', '/user/resource_binding/consignor/list?page=1&per_page=50');
  const consignor = consignors.data.list.find((c) => c.is_forbid_create_order !== 1)!.id;
  const product = (await s<{ list: { id: number }[] }>('GET', '/user/product/getAllProduct')).data.list[0].id;
  const warehouse = (await s<{ list: { id: number }[] }>('GET', '/user/warehouse/all?page=1&per_page=5')).data.list[0].id;
  const run = randomUUID().slice(0, 8);
  const nos: string[] = [];
  for (let start = 0; start < n; start += 500) {
    const rows = Array.from({ length: Math.min(500, n - start) }, (_, k) => ({
      variant: 'waybill',
      consignor_resource_id: consignor,
      end_contact: `压测${start + k}`,
      end_tel: `135${String(start + k).padStart(8, '0')}`,
      end_province_code: '310000',
      end_city_code: '310100',
      end_district_code: '310101',
      end_address: `压测路${start + k}号`,
      products: [{ product_id: product, quantity: 1 }],
      services_pkg_code: 'DELIVERY',
      submit: true,
      row_key: `bench-load-${run}-${start + k}`,
    }));
    const res = await s<{ list: { ok: boolean; order_no?: string; msg?: string }[] }>('POST', '/order/orders/import', { rows });
    for (const r of res.data.list) {
      if (!r.ok || !r.order_no) throw new Error(`import row: ${r.msg}`);
      nos.push(r.order_no);
    }
  }
  const batch = async (action: string, data: Record<string, unknown> = {}) => {
    for (let i = 0; i < nos.length; i += 500) await s('POST', `/order/orders/batch/${action}`, { nos: nos.slice(i, i + 500), ...data });
  };
  await batch('approve');
  await batch('receive');
  await batch('warehouse_in', { warehouse_id: warehouse });
  await batch('warehouse_out');
  await batch('arrive');
  await batch('assign', { delivery_resource_id: deliveryResource });
  const at = new Date(Date.now() + 86_400_000).toISOString();
  for (const no of nos) await call(base, delivery.token, 'POST', `/order/orders/${no}/actions/appoint`, { appoint_at: at }, { 'idempotency-key': `appoint-${randomUUID()}` });
  return nos;
}

/** ~60 KB that the server sniffs as a JPEG (random bytes compress like a photo does: not at all). */
function photoBytes(): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(60_000), Buffer.from([0xff, 0xd9])]));
}

export interface FieldFigures {
  signs: number;
  replays: number;
  failures: number;
  /** per sign: upload and action, ms */
  latencies: number[];
  firstFailure: string | null;
}

/**
 * `workers` phones, each sending its share of `orders` as an outbox does: the photo with key `<k>:photo:0`, then the
 * sign with key `<k>`; every fourth entry is sent a second time (its answer "lost"), which must replay, not sign again.
 */
export async function fieldReplay(base: string, delivery: Session, orders: string[], workers: number, until: number): Promise<FieldFigures> {
  const figures: FieldFigures = { signs: 0, replays: 0, failures: 0, latencies: [], firstFailure: null };
  const queue = [...orders];
  const headers = { 'x-token': delivery.token, 'accept-language': 'zh-CN' };
  const fail = (e: unknown) => {
    figures.failures++;
    figures.firstFailure ??= (e as Error).message;
  };
  // an entry keeps its photo's bytes: a repeat sends the very same upload
  const sendEntry = async (no: string, key: string, photo: Uint8Array<ArrayBuffer>) => {
    const form = new FormData();
    form.append('photo', new Blob([photo], { type: 'image/jpeg' }), `${no}.jpg`);
    const up = await fetch(`${base}/api/file/image/upload`, { method: 'POST', headers: { ...headers, 'idempotency-key': `${key}:photo:0` }, body: form });
    const upJson = (await up.json()) as Envelope<{ fileid: string }>;
    if (up.status !== 200 || String(upJson.code) !== '0') throw new Error(`upload: HTTP ${up.status} ${upJson.msg ?? ''}`);
    const res = await fetch(`${base}/api/order/orders/${no}/actions/sign`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ signer: '本人', photos: [upJson.data.fileid] }),
    });
    const json = (await res.json()) as Envelope<unknown>;
    if (res.status !== 200 || String(json.code) !== '0') throw new Error(`sign ${no}: HTTP ${res.status} ${json.msg ?? ''}`);
    return res.headers.get('idempotent-replayed') === 'true';
  };
  const phone = async () => {
    let n = 0;
    while (Date.now() < until) {
      const no = queue.shift();
      if (!no) break;
      const key = `load-${randomUUID()}`;
      const photo = photoBytes();
      const t = performance.now();
      try {
        await sendEntry(no, key, photo);
        figures.signs++;
        figures.latencies.push(performance.now() - t);
        if (n++ % 4 === 0) {
          if (await sendEntry(no, key, photo)) figures.replays++;
          else throw new Error(`sign ${no}: a repeat of its key was not replayed`);
        }
      } catch (e) {
        fail(e);
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, phone));
  return figures;
}
