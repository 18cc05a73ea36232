/**
 * A socket.io session is known to the sticky primary before its client learns its id.
 *
 * @socket.io/sticky's worker tells the primary "session <sid> is mine" over IPC when engine.io emits its connection —
 * at the same moment the handshake answer goes to the client over TCP. The two race: a busy primary could read the
 * client's next request (a new connection, `sid=` in its URL) before that message, route it in turn to another worker,
 * and the client got 'Session ID unknown' (a failed polling connect, seen in CI). Here the id itself is generated
 * only once the primary has the binding: the worker sends sticky's own `sticky:connection` for the new id, then asks
 * for an answer; the primary handles one worker's messages in order, so its answer means the binding is in place.
 * The handshake answer (engine.io awaits `generateId`) leaves the worker after that.
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'socket.io';

const BIND = 'lading:sid-bind';
const BOUND = 'lading:sid-bound';
/** a primary that never answers (not ours) cannot hold a handshake longer than this */
const WAIT_MS = 2_000;

export interface Channel {
  send(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): void;
}

type Bind = { type: typeof BIND; id: string };
type Bound = { type: typeof BOUND; id: string };
const isBound = (m: unknown): m is Bound => typeof m === 'object' && m !== null && (m as Bound).type === BOUND;
const isBind = (m: unknown): m is Bind => typeof m === 'object' && m !== null && (m as Bind).type === BIND;

/** engine.io's own form: 15 random bytes, 20 url-safe characters (what sticky's `sid=([\w-]{20})` reads) */
export const newSessionId = (): string => randomBytes(15).toString('base64url');

/** Worker side: a new id is handed to engine.io only after the primary has bound it to this worker. */
export function sessionIdsBoundFirst(newId: () => string, channel: Channel, waitMs = WAIT_MS): () => Promise<string> {
  const waiting = new Map<string, () => void>();
  channel.on('message', (message) => {
    if (isBound(message)) waiting.get(message.id)?.();
  });
  return () => {
    const id = newId();
    return new Promise<string>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(id);
      };
      const timer = setTimeout(done, waitMs);
      waiting.set(id, done);
      channel.send({ type: 'sticky:connection', data: id });
      channel.send({ type: BIND, id } satisfies Bind);
    });
  };
}

/** Worker side on a real server: engine.io's ids go through the primary first. */
export function bindSessionIdsFirst(io: Server): void {
  if (!process.send) return;
  const channel: Channel = { send: (m) => process.send!(m), on: (e, l) => void process.on(e, l) };
  const generate = sessionIdsBoundFirst(newSessionId, channel);
  (io.engine as unknown as { generateId: () => Promise<string> }).generateId = generate;
}

/** Primary side: answer a worker's bind once its earlier messages (sticky's binding) have been handled. */
export function answerSessionBinds(on: (listener: (worker: { send(m: unknown): unknown }, message: unknown) => void) => void): void {
  on((worker, message) => {
    if (isBind(message)) worker.send({ type: BOUND, id: message.id } satisfies Bound);
  });
}
