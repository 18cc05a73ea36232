/**
 * One socket.io connection that follows the session: connects while someone is signed in (token + user id read
 * fresh on every (re)connect), disconnects on sign-out or when another user signs in, and keeps the state store
 * current. connect_error and reconnect_failed are only logged (spec §8). A refused token is renewed once; a handshake
 * the server could not check ('unavailable') is tried again later with the same token, waiting longer each time.
 */
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { SOCKET_UNAUTHORIZED, SOCKET_UNAVAILABLE } from '@/domain/device-sync';
import { SOCKET_OPTIONS, UNAVAILABLE_RETRY_MAX_MS, UNAVAILABLE_RETRY_MS, WAIT_UNTIL_CONNECTED_MS } from './settings';
import { getSocketState, setSocketState, subscribeSocketState } from './state';

export interface SocketSession {
  token: string;
  userId: number;
  /** who is signed in ('<company>:<user>'): a change means a new connection */
  who: string;
}

export interface SocketDeps {
  create(options: Partial<ManagerOptions & SocketOptions>): Socket;
  session(): SocketSession | null;
  subscribeSession(listener: () => void): () => void;
  /** the server refused this token (expired): get a new one; the session change then reconnects */
  renew(refusedToken: string): Promise<unknown>;
  log(message: string, detail?: unknown): void;
}

type Handler = (...args: unknown[]) => void;

export class SocketConnection {
  private socket: Socket | null = null;
  private who: string | null = null;
  private connectedOnce = false;
  /** the token the last handshake carried, and the last one a renewal was tried for (once per token) */
  private handshakeToken: string | null = null;
  private renewedFor: string | null = null;
  /** a later try after an 'unavailable' handshake, and how many came before it since the last connect */
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retries = 0;
  private readonly reconnectListeners = new Set<() => void>();
  private readonly connectListeners = new Set<() => void>();
  private readonly handlers = new Map<string, Set<Handler>>();

  constructor(private readonly deps: SocketDeps) {}

  /** Follows the session until the returned stop is called. */
  start(): () => void {
    const offSession = this.deps.subscribeSession(() => this.follow());
    const onOnline = () => this.revive();
    if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
    this.follow();
    return () => {
      offSession();
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      this.close();
    };
  }

  /** Resolves true once connected (at once when already), false after `ms`. */
  waitUntilConnected(ms = WAIT_UNTIL_CONNECTED_MS): Promise<boolean> {
    if (getSocketState() === 'connected') return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        off();
        resolve(false);
      }, ms);
      const off = subscribeSocketState((s) => {
        if (s !== 'connected') return;
        clearTimeout(timer);
        off();
        resolve(true);
      });
    });
  }

  /** Every connect after the session's first one (the socket came back). */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => {
      this.reconnectListeners.delete(listener);
    };
  }

  /** Every connect, the first one included. */
  onConnect(listener: () => void): () => void {
    this.connectListeners.add(listener);
    return () => {
      this.connectListeners.delete(listener);
    };
  }

  /** A server event, whichever socket the session has now or later. */
  on(event: string, handler: Handler): () => void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  }

  /** Sends when connected; false (nothing sent) otherwise. */
  emit(event: string, ...args: unknown[]): boolean {
    if (!this.socket?.connected) return false;
    this.socket.emit(event, ...args);
    return true;
  }

  private follow(): void {
    const session = this.deps.session();
    const who = session?.who ?? null;
    if (who && who === this.who && this.socket) {
      // same user, new token (refresh, business unit): a socket the server refused may try again with it
      this.revive();
      return;
    }
    this.close();
    if (!session) return;
    this.who = who;
    this.open();
  }

  private open(): void {
    const socket = this.deps.create({
      ...SOCKET_OPTIONS,
      transports: [...SOCKET_OPTIONS.transports],
      // a manager of its own: nothing of the previous user's connection is reused
      forceNew: true,
      // read on every (re)connect: the token may have been refreshed meanwhile
      auth: (cb) => {
        const s = this.deps.session();
        this.handshakeToken = s?.token ?? null;
        cb({ token: s?.token ?? '', user_id: s?.userId ?? 0 });
      },
    });
    this.socket = socket;
    socket.on('connect', () => {
      if (this.socket !== socket) return;
      setSocketState('connected');
      this.retries = 0;
      const again = this.connectedOnce;
      this.connectedOnce = true;
      this.connectListeners.forEach((l) => l());
      if (again) this.reconnectListeners.forEach((l) => l());
    });
    socket.on('disconnect', (reason) => {
      if (this.socket !== socket) return;
      setSocketState(socket.active ? 'connecting' : 'idle');
      if (socket.active) return;
      this.deps.log(`socket disconnected: ${reason}`);
      // the server ends a socket when its token expires
      if (reason === 'io server disconnect') this.renew();
    });
    socket.on('connect_error', (error) => {
      if (this.socket !== socket) return;
      this.deps.log('socket connect_error', error?.message ?? error);
      if (socket.active) return;
      setSocketState('idle');
      if (error?.message === SOCKET_UNAUTHORIZED) this.renew();
      else if (error?.message === SOCKET_UNAVAILABLE) this.retryLater();
    });
    socket.io.on('reconnect_attempt', () => {
      if (this.socket === socket) setSocketState('connecting');
    });
    socket.io.on('reconnect_failed', () => {
      if (this.socket !== socket) return;
      this.deps.log('socket reconnect_failed');
      setSocketState('idle');
    });
    socket.onAny((event: string, ...args: unknown[]) => {
      if (this.socket === socket) this.handlers.get(event)?.forEach((h) => h(...args));
    });
    setSocketState('connecting');
    socket.connect();
  }

  private renew(): void {
    const token = this.handshakeToken;
    if (!token || token === this.renewedFor) return;
    this.renewedFor = token;
    this.deps
      .renew(token)
      // another tab may have renewed already (no session change to follow): try again either way
      .then(() => this.revive())
      .catch((error: unknown) => this.deps.log('socket token renewal failed', error instanceof Error ? error.message : error));
  }

  /** The server could not check the handshake: the same token again after 2 s, 4 s, … at most 30 s apart. */
  private retryLater(): void {
    if (this.retryTimer) return;
    const delay = Math.min(UNAVAILABLE_RETRY_MS * 2 ** this.retries, UNAVAILABLE_RETRY_MAX_MS);
    this.retries += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.revive();
    }, delay);
  }

  /** A socket that gave up (refused, attempts used up) tries again: new token, back online. */
  private revive(): void {
    const socket = this.socket;
    if (!socket || socket.connected || socket.active) return;
    setSocketState('connecting');
    socket.connect();
  }

  private close(): void {
    const socket = this.socket;
    this.socket = null;
    this.who = null;
    this.connectedOnce = false;
    this.handshakeToken = null;
    this.renewedFor = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.retries = 0;
    // its late events are ignored: every handler checks it is still the current socket
    socket?.disconnect();
    setSocketState('idle');
  }
}
