/**
 * Keep-alive behind the sticky primary (workers.ts, WEB_CONCURRENCY > 1).
 *
 * @socket.io/sticky's worker side answers every request with `Connection: close`, so a connection is never reused for
 * another socket.io session — and so every API call paid a new TCP connection plus a hand-over from the primary.
 * Only socket.io's own requests need that. Here the rest keep their connection on the worker that got it; a
 * socket.io polling request that arrives on such a kept connection for a session this process does not hold is sent
 * again (307 to the same URL, `Connection: close`): the browser repeats it on a new connection, which the primary
 * routes by its sid. A request already sent again (`_sticky=1`) goes to engine.io whatever it holds, so an ended
 * session gets engine.io's own answer and the client reconnects — never a loop.
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { Server } from 'socket.io';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

const SID = /[?&]sid=([\w-]{20})(?:&|$)/;
const RESENT = /[?&]_sticky=1(?:&|$)/;

/** Call right after setupWorker(io): replaces its close-everything listener. */
export function keepAliveOutsideSocketIo(server: HttpServer, io: Server, socketPath: string): void {
  const listeners = server.listeners('request') as RequestListener[];
  // [the sticky worker's Connection: close (prepended), engine.io's router of socket.io and everything else]
  if (listeners.length !== 2) throw new Error(`expected the sticky and engine.io request listeners, found ${listeners.length}`);
  const [, route] = listeners;
  // engine.io's table of the sessions this process holds (typed protected, read-only use)
  const sessions = (io.engine as unknown as { clients: Record<string, unknown> }).clients;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    if (url.startsWith(socketPath)) {
      res.setHeader('Connection', 'close');
      const sid = SID.exec(url)?.[1];
      if (sid && !(sid in sessions) && !RESENT.test(url)) {
        res.writeHead(307, { Location: `${url}${url.includes('?') ? '&' : '?'}_sticky=1`, 'Content-Length': '0', 'Cache-Control': 'no-store' });
        res.end();
        return;
      }
    }
    route.call(server, req, res);
  });
}
