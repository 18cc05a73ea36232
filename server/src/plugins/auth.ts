/**
 * Authentication: every /api route is private unless its config says `public: true`. The access token comes
 * from X-Token or token; anything missing, garbage or expired is a 401 '登录已过期'.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenPayload } from '../../../src/domain/auth';
import type { AppCode } from '../../../src/domain/variants';
import type { Config } from '../config';
import { unauthorized } from '../lib/http-error';
import type { GroupChoice } from '../lib/principal';
import { tokenPayload } from '../lib/principal';
import { newRefreshToken, signAccessToken, tokenFromHeaders, verifyAccessToken } from '../lib/tokens';
import type { Principal } from '../repositories/accounts/users';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** reachable without a token */
    public?: boolean;
  }
  interface FastifyRequest {
    /** claims of a valid access token, or null */
    auth: TokenPayload | null;
    /** the signed-in user; throws 401 when there is none */
    user(): TokenPayload;
  }
  interface FastifyInstance {
    signAccessToken(payload: TokenPayload): Promise<string>;
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
    app.decorateRequest('user', function () {
      if (!this.auth) throw unauthorized();
      return this.auth;
    });

    app.decorate('signAccessToken', (payload: TokenPayload) =>
      signAccessToken(payload, config.jwtSecret, config.accessTokenTtl),
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
      });
      const token = await app.signAccessToken(tokenPayload(principal, appCode, group));
      return { token, refresh_token: refresh.token };
    });

    app.addHook('onRequest', async (request) => {
      const raw = tokenFromHeaders(request.headers);
      request.auth = raw ? await verifyAccessToken(raw, config.jwtSecret) : null;
    });

    // preValidation runs before body validation: an anonymous caller learns 401, not what the body lacks.
    app.addHook('preValidation', async (request) => {
      const route = request.routeOptions.url ?? '';
      if (!route.startsWith('/api/') || request.is404 || request.routeOptions.config?.public || request.auth) return;
      throw unauthorized();
    });
  },
  { name: 'auth', dependencies: ['i18n', 'sessions-repository'] },
);
