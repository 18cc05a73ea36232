/**
 * The app's one socket (spec §4 Socket, §7): connects with the session's token and user id and follows sign-in,
 * sign-out and user changes. Features listen with onSocketEvent and send with emitSocket; nothing else opens one.
 */
import { io } from 'socket.io-client';
import { SOCKET_EVENTS, type RealtimeNotification } from '@/domain/device-sync';
import { refreshAccessToken } from '@/lib/api-client';
import { getToken, getTokenPayload, subscribeTokens } from '@/lib/session/token-store';
import { SocketConnection, type SocketSession } from './connection';

function session(): SocketSession | null {
  const token = getToken();
  const payload = getTokenPayload();
  if (!token || !payload || typeof payload.id !== 'number') return null;
  return { token, userId: payload.id, who: `${payload.company_id}:${payload.id}` };
}

const connection = new SocketConnection({
  create: (options) => io(options),
  session,
  subscribeSession: subscribeTokens,
  renew: (refusedToken) => refreshAccessToken(refusedToken),
  log: (message, detail) => console.warn(`[socket] ${message}`, detail ?? ''),
});

/** Follows the session from now on (called once by the app shell); returns the stop. */
export const startSocketConnection = (): (() => void) => connection.start();
export const waitUntilConnected = (ms?: number): Promise<boolean> => connection.waitUntilConnected(ms);
export const onSocketReconnect = (listener: () => void): (() => void) => connection.onReconnect(listener);
export const onSocketConnect = (listener: () => void): (() => void) => connection.onConnect(listener);
export const onSocketEvent = (event: string, handler: (...args: unknown[]) => void): (() => void) => connection.on(event, handler);
export const emitSocket = (event: string, ...args: unknown[]): boolean => connection.emit(event, ...args);

/** A pushed notification, on either event name the spec lists (notify is the default, notification the other). */
export function onSocketNotification(listener: (notification: RealtimeNotification) => void): () => void {
  const handler = (payload: unknown) => {
    if (payload && typeof payload === 'object') listener(payload as RealtimeNotification);
  };
  const offNotify = connection.on(SOCKET_EVENTS.notify, handler);
  const offNotification = connection.on(SOCKET_EVENTS.notification, handler);
  return () => {
    offNotify();
    offNotification();
  };
}

/** Asks the server for a test notification (answered with `notify` to this socket only). */
export const sendNotifyTest = (): boolean => connection.emit(SOCKET_EVENTS.notifyTest);

export { useSocketState, getSocketState, type SocketState } from './state';
