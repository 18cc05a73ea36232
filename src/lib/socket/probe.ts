/**
 * A one-off socket connection for the diagnostics page (/test): connects with the session's token if any, reports
 * how it went and closes. It never touches the app's own connection (client.ts).
 */
import { io } from 'socket.io-client';
import { getToken, getTokenPayload } from '@/lib/session/token-store';
import { SOCKET_OPTIONS } from './settings';

export type SocketProbe = { ok: true; ms: number } | { ok: false; error: string; timedOut: boolean; signedIn: boolean };

export function probeSocket(timeoutMs = SOCKET_OPTIONS.timeout): Promise<SocketProbe> {
  const token = getToken();
  const userId = getTokenPayload()?.id ?? 0;
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = io({
      ...SOCKET_OPTIONS,
      transports: [...SOCKET_OPTIONS.transports],
      forceNew: true,
      reconnection: false,
      autoConnect: true,
      auth: { token: token ?? '', user_id: userId },
    });
    const done = (result: SocketProbe) => {
      clearTimeout(timer);
      socket.close();
      resolve(result);
    };
    const timer = setTimeout(() => done({ ok: false, error: 'timeout', timedOut: true, signedIn: !!token }), timeoutMs);
    socket.on('connect', () => done({ ok: true, ms: Math.round(performance.now() - started) }));
    socket.on('connect_error', (err: Error) => done({ ok: false, error: err.message || 'error', timedOut: false, signedIn: !!token }));
  });
}
