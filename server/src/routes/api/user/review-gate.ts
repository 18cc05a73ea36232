/**
 * Checks on every authenticated write beyond the token and its session (a disabled account is already a 401 in
 * plugins/auth.ts, for reads too):
 * - a self-registered company is held until the platform approves its qualifications: while its review is pending
 *   or rejected its accounts may read (there is nothing of theirs to read yet) and fix their own account, company
 *   data and photos, but not write anything else — 403 '企业资料审核中'. The browser sends them to /examining.
 * Registered first under /api (fastify-plugin, so the hook covers every route registered after it).
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../../lib/http-error';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** writes an applicant needs while it waits */
const OPEN_ROUTES = new Set([
  '/api/login/logout',
  '/api/user/users/refresh-token',
  '/api/user/users/updateUser',
  '/api/user/users/updatePassword',
  '/api/user/users/updateAvatar',
  '/api/user/group/set_current_user_group_id_to_token',
  '/api/user/company/qualification',
  '/api/user/company/info',
  '/api/user/company/review/resubmit',
  '/api/user/users/dataComplete',
  '/api/user/lang',
]);
const OPEN_PREFIXES = ['/api/file/', '/api/notify/'];

export function isOpenDuringReview(request: FastifyRequest): boolean {
  if (READ_METHODS.has(request.method)) return true;
  const route = request.routeOptions.url ?? '';
  return OPEN_ROUTES.has(route) || OPEN_PREFIXES.some((p) => route.startsWith(p));
}

export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      if (!request.auth || READ_METHODS.has(request.method) || request.routeOptions.config?.public) return;
      // read by the auth hook along with the token's session, not read again here
      const gate = request.accountGate;
      if (!gate) throw unauthorized();
      if (gate.reviewStatus !== 'approved' && !isOpenDuringReview(request)) throw forbidden('companyUnderReview');
    });
  },
  { name: 'review-gate', dependencies: ['auth'] },
);
