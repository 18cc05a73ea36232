/**
 * What follows the end of sessions, so nothing of them stays open: their refresh tokens marked revoked and their
 * sockets closed, on every process (socket emits go through the PostgreSQL adapter when there are several).
 */
import type { FastifyInstance } from 'fastify';
import { sessionRoom, userRoom } from '../socket/rooms';

/**
 * After the user's session version moved on (password change, disabling): every session; the count of refresh
 * tokens revoked. `keepSocketsOf`: the session (family) whose browser carries on with a new session in the same
 * answer — its socket would otherwise be refused before that answer arrives.
 */
export async function closeEndedSessions(app: FastifyInstance, userId: number, keepSocketsOf?: string | null): Promise<number> {
  const revoked = await app.sessions.revokeAllForUser(userId);
  const sockets = app.realtime.io.in(userRoom(userId));
  (keepSocketsOf ? sockets.except(sessionRoom(keepSocketsOf)) : sockets).disconnectSockets(true);
  return revoked;
}

/** Logout of one session (a refresh-token family): its refresh tokens, hence its access tokens, and its sockets. */
export async function endSession(app: FastifyInstance, familyId: string): Promise<number> {
  const revoked = await app.sessions.revokeFamily(familyId);
  app.realtime.io.in(sessionRoom(familyId)).disconnectSockets(true);
  return revoked;
}
