/**
 * The real-time socket (spec §4 Socket, §7): a socket.io server on the API's own port at /socket.io. A handshake
 * needs a valid token and its user id; each socket joins `company:<id>` and `user:<id>`. Other features emit
 * through `app.realtime` and never touch socket.io themselves.
 */
import cluster from 'node:cluster';
import { setupWorker } from '@socket.io/sticky';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { attachPostgresAdapter } from './postgres-adapter';
import { SOCKET_EVENTS, SOCKET_PATH, SOCKET_UNAUTHORIZED, SOCKET_UNAVAILABLE } from '../../../src/domain/device-sync';
import { langFromAcceptLanguage } from '../../../src/domain/server-messages';
import type { Config } from '../config';
import { DeviceSyncReports } from './device-sync';
import { DeviceSyncRepository } from './device-sync-repository';
import { keepAliveOutsideSocketIo } from './keep-alive';
import { bindSessionIdsFirst } from './sticky-sid';
import { socketAnswerHeaders } from '../plugins/security-headers';
import { STICKY_WORKER_ENV } from '../workers';
import { sessionIsLive } from '../repositories/accounts/users';
import { authenticateHandshake } from './handshake';
import { testNotification } from './notify-test';
import { companyRoom, sessionRoom, userRoom, type SocketData } from './rooms';

export interface Realtime {
  /** every connected socket of the user */
  toUser(userId: number, event: string, payload?: unknown): void;
  /** every connected socket of the company's users */
  toCompany(companyId: number, event: string, payload?: unknown): void;
  readonly io: Server;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    deviceSync: DeviceSyncRepository;
  }
}

/** setTimeout's ceiling (~24.8 days) */
const MAX_TIMER_MS = 2_147_483_647;

const emitTo = (io: Server, room: string, event: string, payload: unknown) =>
  payload === undefined ? io.to(room).emit(event) : io.to(room).emit(event, payload);

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const io = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      transports: ['websocket', 'polling'],
      connectTimeout: 10_000,
      // a short drop gets the missed packets replayed (one process; over PostgreSQL the unread history catches up)
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    });
    // its polling answers and upgrades carry the app's security headers too (they never pass through Fastify); the
    // app trusts its proxy's X-Forwarded-Proto (app.ts trustProxy), so HSTS follows it here as well
    const withHeaders = (headers: Record<string, string>, req: IncomingMessage) =>
      socketAnswerHeaders(headers, (req.socket as TLSSocket).encrypted === true || req.headers['x-forwarded-proto'] === 'https');
    // a worker behind the sticky primary (workers.ts): connections arrive over IPC, sessions are reported back
    if (cluster.isWorker && process.env[STICKY_WORKER_ENV] === '1') {
      setupWorker(io);
      // ...and the primary knows a new session's worker before the session's client does (sticky-sid.ts)
      bindSessionIdsFirst(io);
      // ...but only socket.io's own requests need a connection of their own: the API keeps its connections
      keepAliveOutsideSocketIo(app.server, io, SOCKET_PATH);
    }
    io.engine.on('initial_headers', withHeaders);
    io.engine.on('headers', withHeaders);
    // several processes behind one address: every emit reaches the sockets of every process
    const closeAdapter = config.databaseUrl ? await attachPostgresAdapter(io, config.databaseUrl) : null;
    const deviceSync = new DeviceSyncRepository(app.db);
    const reports = new DeviceSyncReports(io, deviceSync, app.log);

    io.use((socket, next) => {
      authenticateHandshake(socket.handshake, {
        secret: config.jwtSecret,
        sessionLive: async (userId, companyId, session) =>
          sessionIsLive(await app.users.accountGate(userId, companyId, session.familyId), session),
      })
        .then((found) => {
          if (!found) return next(new Error(SOCKET_UNAUTHORIZED));
          const data: SocketData = {
            user: found.user,
            familyId: found.session.familyId,
            lang: langFromAcceptLanguage(socket.handshake.headers['accept-language']),
          };
          socket.data = data;
          next();
        })
        .catch((error: unknown) => {
          // the check failed, not the token: the client tries again with the same token (no renewal)
          app.log.warn({ err: error }, 'socket: handshake check failed');
          next(new Error(SOCKET_UNAVAILABLE));
        });
    });

    io.on('connection', (socket: Socket) => {
      const data = socket.data as SocketData;
      // the session's room lets its logout close this socket (lib/end-sessions.ts)
      void socket.join([companyRoom(data.user.company_id), userRoom(data.user.id), ...(data.familyId ? [sessionRoom(data.familyId)] : [])]);
      // a socket lives no longer than its token; the browser renews the token and connects again
      const exp = (data.user as { exp?: number }).exp;
      if (typeof exp === 'number') {
        const expiry = setTimeout(() => socket.disconnect(true), Math.min(Math.max(exp * 1000 - Date.now(), 0), MAX_TIMER_MS));
        expiry.unref();
        socket.once('disconnect', () => clearTimeout(expiry));
      }
      socket.on(SOCKET_EVENTS.notifyTest, () => {
        socket.emit(SOCKET_EVENTS.notify, testNotification(data.lang));
      });
      reports.attach(socket);
    });

    app.decorate('deviceSync', deviceSync);
    app.decorate('realtime', {
      io,
      toUser: (userId, event, payload) => emitTo(io, userRoom(userId), event, payload),
      toCompany: (companyId, event, payload) => emitTo(io, companyRoom(companyId), event, payload),
    } satisfies Realtime);

    app.addHook('onReady', async () => {
      await deviceSync.resetConnections();
    });
    // before the HTTP server closes: open websockets would otherwise hold it open
    app.addHook('preClose', async () => {
      io.disconnectSockets(true);
      io.engine.close();
      await reports.close();
      await closeAdapter?.();
    });
  },
  { name: 'socket', dependencies: ['db', 'users-repository'] },
);
