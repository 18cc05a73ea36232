import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { SocketConnection, type SocketSession } from './connection';
import { SOCKET_OPTIONS } from './settings';
import { getSocketState } from './state';

type Listener = (...args: unknown[]) => void;

class Emitter {
  listeners = new Map<string, Listener[]>();
  on(event: string, l: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), l]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.forEach((l) => l(...args));
  }
}

/** Just enough of a socket.io-client Socket for the connection's bookkeeping. */
class FakeSocket extends Emitter {
  connected = false;
  active = false;
  io = new Emitter();
  anyListeners: Listener[] = [];
  emitted: unknown[][] = [];
  connect = vi.fn(() => {
    this.active = true;
  });
  disconnect = vi.fn(() => {
    this.active = false;
    this.connected = false;
  });
  constructor(public options: Record<string, unknown>) {
    super();
  }
  onAny(l: Listener) {
    this.anyListeners.push(l);
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
  }
  serverConnects() {
    this.connected = true;
    this.fire('connect');
  }
  serverDrops() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }
  serverSends(event: string, ...args: unknown[]) {
    this.anyListeners.forEach((l) => l(event, ...args));
  }
}

let session: SocketSession | null;
let sessionListeners: (() => void)[];
let sockets: FakeSocket[];
let log: ReturnType<typeof vi.fn<(message: string, detail?: unknown) => void>>;
let renew: ReturnType<typeof vi.fn<(token: string) => Promise<unknown>>>;
let connection: SocketConnection;
let stop: () => void;

const last = () => sockets[sockets.length - 1];
const setSession = (next: SocketSession | null) => {
  session = next;
  sessionListeners.forEach((l) => l());
};

beforeEach(() => {
  session = null;
  sessionListeners = [];
  sockets = [];
  log = vi.fn<(message: string, detail?: unknown) => void>();
  renew = vi.fn<(token: string) => Promise<unknown>>(() => Promise.resolve());
  connection = new SocketConnection({
    create: (options) => {
      const s = new FakeSocket(options as Record<string, unknown>);
      sockets.push(s);
      return s as unknown as Socket;
    },
    session: () => session,
    subscribeSession: (l) => {
      sessionListeners.push(l);
      return () => undefined;
    },
    renew,
    log,
  });
});
afterEach(() => stop?.());

describe('socket settings (spec §9)', () => {
  it('10 attempts, 1 s to 8 s, 10 s timeout, websocket then polling', () => {
    expect(SOCKET_OPTIONS).toMatchObject({
      reconnectionAttempts: 10,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 8000,
      timeout: 10_000,
      transports: ['websocket', 'polling'],
      path: '/socket.io',
    });
  });
});

describe('SocketConnection', () => {
  it('skips the connection without a token', () => {
    stop = connection.start();
    expect(sockets).toHaveLength(0);
    expect(getSocketState()).toBe('idle');
  });

  it('connects with the token and user id read at (re)connect time', () => {
    session = { token: 't1', userId: 7, who: '1:7' };
    stop = connection.start();
    expect(sockets).toHaveLength(1);
    expect(last().connect).toHaveBeenCalled();
    expect(getSocketState()).toBe('connecting');
    const auth = last().options.auth as (cb: (v: unknown) => void) => void;
    const seen: unknown[] = [];
    auth((v) => seen.push(v));
    setSession({ token: 't2', userId: 7, who: '1:7' });
    auth((v) => seen.push(v));
    expect(seen).toEqual([{ token: 't1', user_id: 7 }, { token: 't2', user_id: 7 }]);
    // a refreshed token is no reason for a new connection
    expect(sockets).toHaveLength(1);
    last().serverConnects();
    expect(getSocketState()).toBe('connected');
  });

  it('tells reconnect listeners about every connect after the first', () => {
    session = { token: 't', userId: 1, who: '1:1' };
    const reconnects = vi.fn();
    const connects = vi.fn();
    connection.onReconnect(reconnects);
    connection.onConnect(connects);
    stop = connection.start();
    last().serverConnects();
    expect(reconnects).not.toHaveBeenCalled();
    last().serverDrops();
    last().active = true;
    last().io.fire('reconnect_attempt');
    expect(getSocketState()).toBe('connecting');
    last().serverConnects();
    expect(reconnects).toHaveBeenCalledTimes(1);
    expect(connects).toHaveBeenCalledTimes(2);
  });

  it('disconnects on sign-out and opens a fresh socket for another user', () => {
    session = { token: 't', userId: 1, who: '1:1' };
    stop = connection.start();
    const first = last();
    first.serverConnects();
    setSession(null);
    expect(first.disconnect).toHaveBeenCalled();
    expect(getSocketState()).toBe('idle');
    setSession({ token: 'u', userId: 2, who: '1:2' });
    expect(sockets).toHaveLength(2);
    // the old socket's late events change nothing
    first.serverConnects();
    expect(getSocketState()).toBe('connecting');
  });

  it('only logs connect_error and reconnect_failed', () => {
    session = { token: 't', userId: 1, who: '1:1' };
    stop = connection.start();
    last().active = false;
    last().fire('connect_error', new Error('unauthorized'));
    expect(log).toHaveBeenCalledWith('socket connect_error', 'unauthorized');
    expect(getSocketState()).toBe('idle');
    last().io.fire('reconnect_failed');
    expect(log).toHaveBeenCalledWith('socket reconnect_failed');
  });

  it('a refused socket asks once per token for a new one, and tries again with it', () => {
    session = { token: 't', userId: 1, who: '1:1' };
    stop = connection.start();
    (last().options.auth as (cb: (v: unknown) => void) => void)(() => undefined);
    last().active = false;
    last().fire('connect_error', new Error('unauthorized'));
    last().fire('connect_error', new Error('unauthorized'));
    expect(renew).toHaveBeenCalledTimes(1);
    expect(renew).toHaveBeenCalledWith('t');
    last().active = false;
    last().fire('connect_error', new Error('unauthorized'));
    last().connect.mockClear();
    setSession({ token: 't2', userId: 1, who: '1:1' });
    expect(last().connect).toHaveBeenCalledTimes(1);
  });

  it('a handshake the server could not check is tried again later with the same token, never renewed', () => {
    vi.useFakeTimers();
    try {
      session = { token: 't', userId: 1, who: '1:1' };
      stop = connection.start();
      const socket = last();
      const refuse = () => {
        socket.active = false;
        socket.fire('connect_error', new Error('unavailable'));
      };
      socket.connect.mockClear();
      refuse();
      expect(getSocketState()).toBe('idle');
      // a second error before the try does not add another
      refuse();
      vi.advanceTimersByTime(1999);
      expect(socket.connect).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(socket.connect).toHaveBeenCalledTimes(1);
      expect(getSocketState()).toBe('connecting');
      // the next wait is twice as long
      refuse();
      vi.advanceTimersByTime(3999);
      expect(socket.connect).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(socket.connect).toHaveBeenCalledTimes(2);
      // waits stop growing at 30 s
      for (let i = 0; i < 6; i += 1) {
        refuse();
        vi.advanceTimersByTime(30_000);
      }
      const tries = socket.connect.mock.calls.length;
      refuse();
      vi.advanceTimersByTime(30_000);
      expect(socket.connect).toHaveBeenCalledTimes(tries + 1);
      expect(renew).not.toHaveBeenCalled();
      expect(sockets).toHaveLength(1);
      // a connect starts the waits again from 2 s
      socket.serverConnects();
      socket.serverDrops();
      refuse();
      vi.advanceTimersByTime(2000);
      expect(socket.connect).toHaveBeenCalledTimes(tries + 2);
      // signing out cancels a pending try
      refuse();
      setSession(null);
      vi.advanceTimersByTime(60_000);
      expect(socket.connect).toHaveBeenCalledTimes(tries + 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waitUntilConnected resolves true on connect, false after the wait', async () => {
    vi.useFakeTimers();
    try {
      session = { token: 't', userId: 1, who: '1:1' };
      stop = connection.start();
      const waiting = connection.waitUntilConnected();
      last().serverConnects();
      await expect(waiting).resolves.toBe(true);
      await expect(connection.waitUntilConnected()).resolves.toBe(true);
      last().serverDrops();
      const timedOut = connection.waitUntilConnected(8000);
      vi.advanceTimersByTime(8000);
      await expect(timedOut).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands server events to their handlers and emits only when connected', () => {
    session = { token: 't', userId: 1, who: '1:1' };
    stop = connection.start();
    const handler = vi.fn();
    connection.on('notify', handler);
    last().serverSends('notify', { id: 1 });
    last().serverSends('other', 1);
    expect(handler).toHaveBeenCalledWith({ id: 1 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(connection.emit('notify_test')).toBe(false);
    last().serverConnects();
    expect(connection.emit('notify_test')).toBe(true);
    expect(last().emitted).toEqual([['notify_test']]);
  });
});
