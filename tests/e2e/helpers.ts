/** Shared steps of the browser tests: sign in (through the login endpoint, or the real form), screenshot paths. */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIResponse, type Browser, type BrowserContext, type Disposable, type Locator, type Page, type Route } from '@playwright/test';
import type { UserInfo } from '../../src/domain/auth';
import { resolveVariant } from '../../src/domain/variants';
import { LOGIN_USER_KEY, toLoginUser } from '../../src/lib/session/login-user';
import { base } from './ports';

export const SHOTS = join(import.meta.dirname, '..', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

/**
 * Signs a demo account in the way a returning user's browser is: through the real login endpoint, its tokens and
 * login user stored where the app keeps them (token-store.ts, login-user.ts), the business unit chosen as the
 * chooser's first entry would (POST /login/login, then PUT set_current_user_group_id_to_token), then `redirect` (or
 * the home page) opened with the shell drawn. The login form itself is proven by auth.spec.ts and the specs that use
 * `signInWithForm` (it costs a prerendered page, its hydration, a redirect and the chooser dialog: ~4 s a sign-in,
 * ~130 of them in the suite). Another host (`label`) signs in with that variant's app code.
 */
export async function signIn(page: Page, username = 'servicer', password = 'servicer123', label?: string, redirect?: string, port?: number) {
  const origin = base(label, port);
  const found = resolveVariant(new URL(origin).hostname);
  if (!found.known) return signInWithForm(page, username, password, label, redirect, port);
  const answer = async (res: APIResponse, what: string) => {
    const body = (await res.json().catch(() => ({}))) as { code?: string; msg?: string; data?: Record<string, unknown> };
    if (!res.ok() || !body.data) throw new Error(`${what} for ${username}: HTTP ${res.status()} ${body.msg ?? ''}`);
    return body.data;
  };
  // the API through plain localhost: Node does not resolve <label>.localhost as the browser does (the variant is the
  // app code in the body)
  const api = base(undefined, port);
  // the language the app would state (lib/i18n.ts acceptLanguage: the origin's language cookie): a sign-in stores it
  // as the user's, and notifications are written in it
  const language = (await page.context().cookies(origin)).find((c) => c.name === 'language')?.value === 'zh' ? 'zh-CN' : 'en';
  const login = await answer(
    await page.request.post(`${api}/api/login/login`, { headers: { 'accept-language': language }, data: { username, password, app_code: found.variant.appCode } }),
    'login',
  );
  let token = String(login.token);
  let refresh = String(login.refresh_token);
  // 示例物流's main account belongs to two business units: the chooser's first entry, as chooseBusinessUnit picks
  // (other accounts with several, the executor, meet the chooser as after the form: their specs answer it)
  const list =
    username === 'servicer'
      ? (((await answer(await page.request.get(`${api}/api/user/group/current_user_groups`, { headers: { 'x-token': token, 'accept-language': language } }), 'groups')) as { list?: { id: number; name: string }[] }).list ?? [])
      : [];
  if (list.length > 1 && !decodeTokenPayload(token)?.group_id) {
    const switched = await answer(
      await page.request.put(`${api}/api/user/group/set_current_user_group_id_to_token`, {
        headers: { 'x-token': token, 'refresh-token': refresh, 'accept-language': language },
        data: { group_id: list[0].id, group_name: list[0].name },
      }),
      'business unit',
    );
    token = String(switched.access_token);
    if (switched.refresh_token) refresh = String(switched.refresh_token);
  }
  // storage belongs to the origin: a static file of it opens cheaply, without starting the app
  await page.goto(`${origin}/favicon.svg`);
  const user = toLoginUser(login.user as UserInfo);
  await page.evaluate(
    ([t, r, main, userKey, u]) => {
      // token-store.ts's keys (that module is not importable here: it pulls in React)
      localStorage.setItem('lading.token', t);
      localStorage.setItem('lading.refresh_token', r);
      localStorage.setItem('lading.is_main', main);
      localStorage.setItem(userKey, u);
    },
    [token, refresh, decodeTokenPayload(token)?.is_main ? '1' : '0', LOGIN_USER_KEY, JSON.stringify(user)] as const,
  );
  await page.goto(`${origin}${redirect ?? '/'}`);
  await expect(page.getByTestId('sidebar')).toBeVisible();
}

/** The claims of an access token, unverified (the server verifies them). */
function decodeTokenPayload(token: string): { group_id?: number | null; is_main?: boolean } | null {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** Signs in through the real login form (and the business-unit chooser, for 示例物流's main account). */
export async function signInWithForm(page: Page, username = 'servicer', password = 'servicer123', label?: string, redirect?: string, port?: number) {
  await page.goto(`${base(label, port)}/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('sidebar')).toBeVisible();
  // 示例物流's main account belongs to two business units: the chooser asks which one first
  if (username === 'servicer') await chooseBusinessUnit(page);
}

/**
 * Types `query` into a searchable select (its test id `id`), waits for the search's answer (the select's data-busy
 * goes: a list still changing under the pointer took a click into nothing once), picks the option holding `option`
 * and checks the field shows it. `scope`: the page or a dialog holding the select.
 */
export async function pickOption(scope: Page | Locator, id: string, query: string, option: string | RegExp = query) {
  const page = 'page' in scope ? scope.page() : scope;
  await scope.getByTestId(`${id}-input`).fill(query);
  await expect(scope.getByTestId(id)).not.toHaveAttribute('data-busy', 'true');
  await page.getByTestId(`${id}-option`).filter({ hasText: option }).first().click();
  await expect(scope.getByTestId(`${id}-input`)).toHaveValue(typeof option === 'string' ? new RegExp(option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : option);
}

/**
 * Opens a searchable select's list (test id `id`), picks its first option and answers that option's label, checked
 * in the field. A click on an option while the list is still sliding into place can land beside it under load — the
 * list closes and nothing is chosen (orders.spec's assign dialog in a CI run): the pick is checked and tried again,
 * the way a user clicks again.
 */
export async function pickFirstOption(scope: Page | Locator, id: string): Promise<string> {
  const page = 'page' in scope ? scope.page() : scope;
  const input = scope.getByTestId(`${id}-input`);
  let label = '';
  await expect(async () => {
    const option = page.getByTestId(`${id}-option`).first();
    if (!(await option.isVisible())) await input.click({ timeout: 5_000 });
    await expect(scope.getByTestId(id)).not.toHaveAttribute('data-busy', 'true', { timeout: 10_000 });
    label = (await option.innerText({ timeout: 10_000 })).trim();
    await option.click({ timeout: 5_000 });
    await expect(input).toHaveValue(label, { timeout: 3_000 });
  }).toPass({ timeout: 45_000 });
  return label;
}

export async function chooseBusinessUnit(page: Page, index = 1) {
  const dialog = page.getByTestId('bu-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('bu-select').selectOption({ index });
  await page.getByTestId('bu-confirm').click();
  await expect(dialog).toBeHidden();
}

// ---------------------------------------------------------------- the network lost the way a phone loses it

const cuts = new WeakMap<BrowserContext, { cut: (route: Route) => Promise<void>; onLine: Disposable }>();

/**
 * The phone loses its coverage (issue 15): the browser knows (navigator.onLine false, an 'offline' event — what
 * pauses TanStack Query) AND nothing reaches the server, the service worker's own fetches included (Chromium's
 * offline mode does not stop those; routing does). Waits first for each open page's service worker to be ready,
 * so a reload while offline is answered from the precache as on an installed PWA. The only way tests go offline.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  if (cuts.has(context)) return;
  for (const page of context.pages()) {
    if (!page.url().startsWith('http')) continue;
    const ready = await page
      .evaluate(() => Promise.race([navigator.serviceWorker?.ready.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 30_000))]))
      .catch(() => true);
    if (!ready) throw new Error("goOffline: no service worker is ready after 30 s — does the spec say test.use({ serviceWorkers: 'allow' })?");
  }
  const cut = (route: Route) => route.abort('internetdisconnected');
  // Debian's Chromium 150 under Playwright 1.65 (built for 159) drops the offline emulation on a new document: after a
  // reload or a navigation offline, navigator.onLine said true and the app never knew it was offline. A document that
  // starts while the coverage is gone says false, as on a real device
  const onLine = await context.addInitScript(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  });
  cuts.set(context, { cut, onLine });
  await context.route('**/*', cut);
  await context.setOffline(true);
}

/** The coverage returns: requests pass again, then the browser hears 'online' (which starts the outbox's drain). */
export async function comeBackOnline(context: BrowserContext): Promise<void> {
  const offline = cuts.get(context);
  if (offline) {
    await context.unroute('**/*', offline.cut);
    await offline.onLine.dispose();
  }
  cuts.delete(context);
  // documents started offline drop their answer; where the browser had lost the emulation it will not fire 'online'
  // itself when it ends, so the page hears it here (once: a page the browser still knows offline hears the browser's)
  const unheard: Page[] = [];
  for (const page of context.pages()) {
    const lost = await page
      .evaluate(() => {
        if (!Object.getOwnPropertyDescriptor(navigator, 'onLine')) return false;
        delete (navigator as { onLine?: boolean }).onLine;
        return navigator.onLine;
      })
      .catch(() => false);
    if (lost) unheard.push(page);
  }
  await context.setOffline(false);
  for (const page of unheard) await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined);
}

export function shot(name: string) {
  return join(SHOTS, `${name}.png`);
}

/** A 320×240 PNG of one colour, drawn by the page (an upload's file for setInputFiles), with `text` in white when given. */
export async function pngOf(page: Page, colour: string, text?: string): Promise<Buffer> {
  const b64 = await page.evaluate(
    ([c, t]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = c;
      ctx.fillRect(0, 0, 320, 240);
      if (t) {
        ctx.fillStyle = '#fff';
        ctx.font = 'bold 32px sans-serif';
        ctx.fillText(t, 60, 130);
      }
      return canvas.toDataURL('image/png').split(',')[1];
    },
    [colour, text] as const,
  );
  return Buffer.from(b64, 'base64');
}

/**
 * Opens the user menu and picks 'log out' until `then` holds: a click landing while the menu is still animating
 * open (a busy machine) is not a choice, so the menu is opened and the item clicked again.
 */
export async function chooseLogout(page: Page, then: () => Promise<void>) {
  await expect(async () => {
    const item = page.getByTestId('user-menu-logout');
    if (!(await item.isVisible())) await page.getByTestId('user-dropdown').click();
    await item.click({ timeout: 3000 });
    await then();
  }).toPass({ timeout: 30_000 });
}

// ---------------------------------------------------------------- orders made through the API

interface Envelope<T> {
  status: number;
  code: string;
  msg: string;
  data: T;
}

/** A request with the page's own session (and an Idempotency-Key for writes). */
export async function call<T>(page: Page, method: string, url: string, body?: unknown): Promise<Envelope<T>> {
  return page.evaluate(
    async ([m, u, b]) => {
      const headers: Record<string, string> = { 'X-Token': localStorage.getItem('lading.token') ?? '', 'Content-Type': 'application/json' };
      if (m !== 'GET') headers['Idempotency-Key'] = crypto.randomUUID();
      const res = await fetch(`/api${u}`, { method: m as string, headers, body: b === undefined ? undefined : JSON.stringify(b) });
      const json = await res.json().catch(() => ({}));
      return { status: res.status, code: String(json.code ?? ''), msg: String(json.msg ?? ''), data: json.data };
    },
    [method, url, body] as const,
  ) as Promise<Envelope<T>>;
}

/** The main path's next step from each status (order-lifecycle.ts). */
function nextStep(status: string, ids: { warehouse: number; delivery: number }): [string, Record<string, unknown>] | null {
  const tomorrow = new Date(Date.now() + 86_400_000);
  tomorrow.setUTCHours(2, 0, 0, 0);
  const steps: Record<string, [string, Record<string, unknown>]> = {
    DRAFT: ['submit', {}],
    PENDING_REVIEW: ['approve', {}],
    TO_RECEIVE: ['receive', {}],
    RECEIVED: ['warehouse_in', { warehouse_id: ids.warehouse }],
    IN_WAREHOUSE: ['warehouse_out', {}],
    OUT_WAREHOUSE: ['arrive', {}],
    TO_ASSIGN: ['assign', { delivery_resource_id: ids.delivery }],
    TO_APPOINT: ['appoint', { appoint_at: tomorrow.toISOString() }],
  };
  return steps[status] ?? null;
}

/**
 * `n` new orders of the signed-in servicer, walked through the API up to `target` (assigned to `delivery`, a
 * delivery or driver resource id, when given): tests make their own orders and leave the demo data to others.
 * Each has `quantity` (1) units of `product` (the first) for a receiver `<label><tag><i>` in Shanghai's `district` (黄浦区).
 */
export async function freshOrders(
  page: Page,
  n: number,
  target: string,
  options: { delivery?: number; product?: number; quantity?: number; district?: string; label?: string; tag?: string; consignor?: string } = {},
): Promise<string[]> {
  const consignors = await call<{ list: { id: number; name: string; is_forbid_create_order: number }[] }>(page, 'GET', '/user/resource_binding/consignor/list?page=1&per_page=50');
  // `consignor`: the merchant by name (示例商贸 is the demo merchant account's), else the first that may order
  const consignor = consignors.data.list.find((c) => c.is_forbid_create_order !== 1 && (!options.consignor || c.name === options.consignor))!.id;
  const product = options.product ?? (await call<{ list: { id: number }[] }>(page, 'GET', '/user/product/getAllProduct')).data.list[0].id;
  const label = options.label ?? '离线';
  const warehouse = (await call<{ list: { id: number }[] }>(page, 'GET', '/user/warehouse/all?page=1&per_page=20')).data.list[0].id;
  const delivery = options.delivery ?? (await call<{ list: { id: number }[] }>(page, 'GET', '/user/resource_binding/delivery/?page=1&per_page=20')).data.list[0].id;
  const nos: string[] = [];
  for (let i = 0; i < n; i++) {
    const tag = `${options.tag ?? Date.now() % 1_000_000}${i}`;
    const created = await call<{ order_no: string; status: string }>(page, 'POST', '/order/orders', {
      variant: 'waybill',
      consignor_resource_id: consignor,
      end_contact: `${label}${tag}`,
      end_tel: `137${tag.padStart(8, '0').slice(-8)}`,
      end_province_code: '310000',
      end_city_code: '310100',
      end_district_code: options.district ?? '310101',
      end_address: `${label}路${tag}号`,
      products: [{ product_id: product, quantity: options.quantity ?? 1 }],
      services_pkg_code: 'DELIVERY',
      submit: true,
    });
    expect(created.code, created.msg).toBe('0');
    let status = created.data.status;
    const no = created.data.order_no;
    for (let guard = 0; status !== target && guard < 12; guard++) {
      const step = nextStep(status, { warehouse, delivery });
      if (!step) throw new Error(`no way from ${status} to ${target}`);
      const res = await call<{ order: { status: string } }>(page, 'POST', `/order/orders/${no}/actions/${step[0]}`, step[1]);
      expect(res.code, `${step[0]} on ${no}: ${res.msg}`).toBe('0');
      status = res.data.order.status;
    }
    expect(status).toBe(target);
    nos.push(no);
  }
  return nos;
}

/** The signed-in user's resource id (from the token): a driver's or delivery provider's own resource. */
export async function resourceIdOf(page: Page): Promise<number> {
  return page.evaluate(() => {
    const part = (localStorage.getItem('lading.token') ?? '').split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(part), (c) => c.charCodeAt(0)))).resource_id as number;
  });
}

/** A new order in TO_SIGN assigned to the signed-in driver (made by the servicer in a context of its own), of `consignor` when named. */
export async function orderToSignFor(browser: Browser, driverPage: Page, consignor?: string): Promise<string> {
  const delivery = await resourceIdOf(driverPage);
  const desk = await browser.newContext();
  try {
    const page = await desk.newPage();
    await signIn(page);
    const [no] = await freshOrders(page, 1, 'TO_SIGN', { delivery, consignor });
    return no;
  } finally {
    await desk.close();
  }
}
