/**
 * The end of a successful sign-in or registration: stamp the login (saving the language the request stated as the
 * user's, see lib/user-lang.ts), open a session, answer with user info.
 */
import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '../../../src/domain/auth';
import type { ServerLang } from '../../../src/domain/server-messages';
import type { AppCode } from '../../../src/domain/variants';
import { badRequest, unauthorized } from './http-error';
import { userInfo } from './principal';

export async function completeSignIn(app: FastifyInstance, userId: number, appCode: AppCode, lang: ServerLang | null = null): Promise<LoginResult> {
  const before = await app.users.principal(userId);
  if (!before) throw unauthorized();
  if (before.company.status !== 1) throw badRequest('accountDisabled');
  await app.users.recordLogin(userId, lang);
  const principal = (await app.users.principal(userId))!;
  // With a single business unit there is nothing to choose; with several the browser asks.
  const groups = await app.groups.forUser(userId, principal.company.id);
  const group = groups.length === 1 ? groups[0] : null;
  const session = await app.issueSession(principal, appCode, group);
  await app.sessions.purgeExpired();
  return { ...session, user: userInfo(principal, appCode, group) };
}
