/**
 * Tests only: what every outbox suite starts from — a fresh local database, user 7 of company 2 signed in, a fake
 * server that answers 'ok', and an engine on a test clock that records its backoff timers instead of waiting.
 * `db`, `server`, `engine` and `clock` are live bindings renewed for each test: change them through setClock and
 * useEngine. The test file imports 'fake-indexeddb/auto' first and mocks '@/lib/toaster' itself (vi.mock is per file).
 */
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { LadingDb, useLocalDbForTests } from '@/lib/db';
import { initI18n } from '@/lib/i18n';
import * as common from '@/lib/i18n-common';
import { clearSession, setTokens } from '@/lib/session/token-store';
import { OutboxEngine } from './engine';
import { installFakeServer, ok, type SeenRequest } from './fake-server.test-support';
import * as outboxI18n from './i18n';
import { setOutboxEngineForTests } from './index';
import { resetStatusForTests } from './status';
import type { ChannelLike } from './tabs';
import type { EnqueueInput } from './types';

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
export const tokenFor = (id: number, company: number, v = 1) => `h.${b64({ id, company_id: company, username: `u${id}`, is_main: true, exp: 4_000_000_000, v })}.s`;

export let db: LadingDb;
export let clock = 1_700_000_000_000;
export let server: ReturnType<typeof installFakeServer>;
export let engine: OutboxEngine;
/** the backoff timers the engine set */
export const timers: { ms: number }[] = [];
let n = 0;

export function setClock(ms: number): void {
  clock = ms;
}

/** Makes `next` the engine the outbox drives (and the one `drain` waits for). */
export function useEngine(next: OutboxEngine): void {
  engine = next;
  setOutboxEngineForTests(next);
}

export const actionsOf = (seen: SeenRequest[]) => seen.filter((r) => r.url.includes('/actions/') || r.url.startsWith('/order/orders'));
export const uploadsOf = (seen: SeenRequest[]) => seen.filter((r) => r.url === '/file/image/upload');

export function makeEngine(extra: ConstructorParameters<typeof OutboxEngine>[0] = {}) {
  return new OutboxEngine({
    now: () => clock,
    random: () => 0,
    locks: null,
    channel: null,
    timers: { set: (_cb, ms) => timers.push({ ms }), clear: () => undefined },
    ...extra,
  });
}

export const sign = (orderNo: string, extra: Partial<EnqueueInput> = {}): EnqueueInput => ({
  kind: 'order.action',
  entity: `order:${orderNo}`,
  payload: { orderKey: orderNo, action: 'sign', data: { sign_name: '张三' } },
  label: { action: 'sign', target: orderNo },
  ...extra,
});

export const rows = async () => (await db.outbox.toArray()).sort((a, b) => a.seq - b.seq);

export async function drain() {
  await engine.settle();
  await engine.tryDrain();
  await engine.settle();
}

/** the entries' kinds the server saw, as 'action order' */
export const sentActions = () => actionsOf(server.seen).map((r) => `${r.url.split('/').pop()} ${r.url.split('/')[3]}`);

/** BroadcastChannels as the tabs of one origin see them: each call is a tab; a message reaches every other tab, later, as a copy. */
export function fakeTabChannels(): () => ChannelLike {
  const tabs: ChannelLike[] = [];
  return () => {
    const me: ChannelLike = {
      onmessage: null,
      postMessage: (m) => tabs.filter((t) => t !== me).forEach((t) => queueMicrotask(() => t.onmessage?.({ data: structuredClone(m) } as MessageEvent))),
      close: () => undefined,
    };
    tabs.push(me);
    return me;
  };
}

/** Registers the set-up and clean-up of every test in the calling file. */
export function setUpOutboxTests(): void {
  beforeAll(() => {
    initI18n({ en: { ...common.en, ...outboxI18n.en }, zh: { ...common.zh, ...outboxI18n.zh } });
  });

  beforeEach(() => {
    db = new LadingDb(`outbox-test-${++n}`);
    useLocalDbForTests(db);
    setTokens({ token: tokenFor(7, 2), refresh_token: 'r1' });
    resetStatusForTests();
    timers.length = 0;
    server = installFakeServer(() => ok({ order: { order_no: 'x', status: 'signed' } }));
    engine = makeEngine();
    setOutboxEngineForTests(engine);
  });

  afterEach(async () => {
    await engine.settle();
    setOutboxEngineForTests(null);
    clearSession();
    useLocalDbForTests(null);
    db.close();
  });
}
