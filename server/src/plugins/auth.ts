/**
 * Authentication: every /api route is private unless its config says `public: true`. The access token comes
 * from X-Token or token; anything missing, garbage or expired is a 401 '登录已过期', and so is a token whose
 * account or company was disabled or whose session ended (its logout; for every session: a password change or
 * disabling) since it was signed.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenPayload } from '../../../src/domain/auth';
import type { AppCode } from '../../../src/domain/variants';
import type { Config } from '../config';
import { unauthorized } from '../lib/http-error';
import type { GroupChoice } from '../lib/principal';
import { tokenPayload } from '../lib/principal';
import { newRefreshToken, signAccessToken, tokenFromHeaders, verifyAccessToken, type SessionRef } from '../lib/tokens';
import { sessionIsLive, type AccountGate, type Principal } from '../repositories/accounts/users';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** reachable without a token */
    public?: boolean;
  }
  interface FastifyRequest {
    /**
     * claims of a valid access token whose session is live, or null. Until preValidation (onRequest hooks) the
     * session is not checked yet: only the signature is.
     */
    auth: TokenPayload | null;
    /** the session `auth`'s token belongs to (a token signed for this request's session reuses it) */
    authSession: SessionRef | null;
    /** what the account gate read for `auth`'s user (later hooks reuse it instead of reading again) */
    accountGate: AccountGate | null;
    /** the signed-in user; throws 401 when there is none */
    user(): TokenPayload;
  }
  interface FastifyInstance {
    /** `session`: the session the caller checked the token is for (lib/tokens.ts) */
    signAccessToken(payload: TokenPayload, session: SessionRef): Promise<string>;
    /** A new session: an access token plus a refresh token that starts a new rotation family. */
    issueSession(
      principal: Principal,
      appCode: AppCode,
      group: GroupChoice | null,
    ): Promise<{ token: string; refresh_token: string }>;
  }
}

export function refreshTokenFrom(request: FastifyRequest, bodyToken?: string): string | null {
  const header = request.headers['refresh-token'];
  const value = (Array.isArray(header) ? header[0] : header) ?? bodyToken;
  return value?.trim() || null;
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('authSession', null);
    app.decorateRequest('accountGate', null);
    app.decorateRequest('user', function () {
      if (!this.auth) throw unauthorized();
      return this.auth;
    });

    app.decorate('signAccessToken', (payload: TokenPayload, session: SessionRef) =>
      signAccessToken(payload, session, config.jwtSecret, config.accessTokenTtl),
    );

    app.decorate('issueSession', async (principal: Principal, appCode: AppCode, group: GroupChoice | null) => {
      const refresh = newRefreshToken();
      await app.sessions.create({
        id: refresh.id,
        userId: principal.user.id,
        familyId: refresh.id,
        tokenHash: refresh.hash,
        appCode,
        groupId: group?.id ?? null,
        groupName: group?.name ?? '',
        expiresAt: new Date(Date.now() + config.refreshTokenTtl * 1000),
        sessionVersion: principal.user.sessionVersion,
      });
      const session = { familyId: refresh.id, version: principal.user.sessionVersion };
      const token = await app.signAccessToken(tokenPayload(principal, appCode, group), session);
      return { token, refresh_token: refresh.token };
    });

    // onRequest checks the signature only, without the database: the maintenance switch and the idempotency plugin's
    // in-flight check (402) read these claims before anything waits for the database (on PGlite a request transaction
    // holds it until it ends).
    app.addHook('onRequest', async (request) => {
      const raw = tokenFromHeaders(request.headers);
      // only /api routes act for a user; the PWA's files need no token
      if (!raw || request.is404 || !(request.routeOptions.url ?? '').startsWith('/api/')) return;
      const token = await verifyAccessToken(raw, config.jwtSecret);
      if (!token) return;
      request.auth = token.claims;
      request.authSession = token.session;
    });

    // preValidation runs before body validation: a caller without a live session learns 401, not what the body lacks.
    app.addHook('preValidation', async (request) => {
      const route = request.routeOptions.url ?? '';
      if (!route.startsWith('/api/') || request.is404) return;
      if (request.auth && request.authSession) {
        // One indexed read per authenticated request (public routes too: logout acts on the token's session), so a
        // disabled account or an ended session stops at once on every process. The review gate reuses the row.
        const gate = await app.users.accountGate(request.auth.id, request.auth.company_id, request.authSession.familyId);
        if (sessionIsLive(gate, request.authSession)) {
          request.accountGate = gate;
        } else {
          request.auth = null;
          request.authSession = null;
        }
      }
      if (!request.auth && !request.routeOptions.config?.public) throw unauthorized();
    });
  },
  { name: 'auth', dependencies: ['i18n', 'sessions-repository', 'users-repository'] },
);
