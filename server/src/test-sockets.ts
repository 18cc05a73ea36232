/** Socket.io clients for server tests: a signed-in session's socket, and what an event brings to it. */
import { io as connect, type Socket } from 'socket.io-client';
import { ZH, type Session } from './test-helpers';

/** The session's socket on `base`, connected (websocket only, no reconnection); kept in `open` for the cleanup. */
export function sessionSocket(base: string, s: Session, open: Socket[]): Promise<Socket> {
  const socket = connect(base, { path: '/socket.io', auth: { token: s.token, user_id: s.body.data.user.id }, transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: ZH });
  open.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** everything `event` brings to the socket from now on */
export function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (p: T) => seen.push(p));
  return seen;
}

/** a moment for socket messages in flight to arrive */
export const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
