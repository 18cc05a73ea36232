/**
 * Sub-account management (/saas/account/sub/*), for the company's main account only:
 *   GET  /api/user/sub_user/list                      {page, per_page, name, phone, status}: data.list, data.total
 *   GET  /api/user/sub_user/roles                     roles a sub-account may get (the company's, of its app codes)
 *   GET  /api/user/sub_user/detail/:id                one sub-account with role and departments
 *   POST /api/user/sub_user/create                    {nickname, username, phone, password, confirm_password, role_id, group_ids}: data.id
 *   PUT  /api/user/sub_user/detail/:id                {nickname, phone, role_id, group_ids}
 *   PUT  /api/user/sub_user/detail/:id/status         {status: 1 | 0}; disabling ends its sessions at once
 *   PUT  /api/user/sub_user/detail/:id/password       {password, confirm_password}; ends its sessions
 * Creating refuses once the company holds its edition's sub-account limit (GET /user/users/checkSubLimit).
 * (GET /api/user/sub_user/ stays the spec §7 picker lookup.) Another company's id, or a main account's, is 404.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from '../../../../../src/domain/auth';
import { SUB_NAME_MAX, USERNAME_MIN, USERNAME_RE } from '../../../../../src/domain/organization';
import { subLimitInfo } from '../../../../../src/domain/account/limits';
import { HttpError, badRequest, forbidden, notFound, unauthorized } from '../../../lib/http-error';
import { closeEndedSessions } from '../../../lib/end-sessions';
import { hashPassword } from '../../../lib/passwords';
import { envelope, idParam, mobile, ok, pageQuery } from '../../../lib/schemas';
import { isUniqueViolation } from '../../../repositories/resources';
import { actorOf } from '../system/roles';

const fieldError = (key: ConstructorParameters<typeof HttpError>[1], field: string) => new HttpError(400, key, {}, { field });

const groupRef = z.object({ id: z.number().int(), name: z.string() });
const subAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string(),
  status: z.number().int(),
  role_id: z.number().int().nullable(),
  role_name: z.string(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  groups: z.array(groupRef),
});

const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const matching = <T extends { password: string; confirm_password: string }>(v: T) => v.password === v.confirm_password;
const mismatch = { path: ['confirm_password'], message: 'passwordMismatch' };

const editable = {
  nickname: z.string().trim().min(1).max(SUB_NAME_MAX),
  phone: mobile,
  role_id: idParam.nullable().optional(),
  group_ids: z.array(idParam).max(50).optional(),
};

const createBody = z
  .object({
    ...editable,
    username: z.string().trim().min(USERNAME_MIN).max(USERNAME_MAX).regex(USERNAME_RE, 'invalidFormat'),
    password,
    confirm_password: z.string().max(PASSWORD_MAX),
  })
  .refine(matching, mismatch);

const passwordBody = z.object({ password, confirm_password: z.string().max(PASSWORD_MAX) }).refine(matching, mismatch);

const SUB_ADDED = {
  zh: { title: '新增子账号', message: '子账号 {name}（{username}）已添加。' },
  en: { title: 'Sub-account added', message: 'Sub-account {name} ({username}) was added.' },
};

const routes: FastifyPluginAsyncZod = async (app) => {
  /** the company's main account hears of every new sub-account, in its own language (a failed notice never fails the create) */
  const notifySubAccountAdded = async (companyId: number, id: number, name: string, username: string) => {
    try {
      const message = (lang: 'zh' | 'en') => SUB_ADDED[lang].message.replace('{name}', name).replace('{username}', username);
      await app.notify.toUsers(await app.notify.mainAccounts(companyId), {
        type: 'system',
        title: { zh: SUB_ADDED.zh.title, en: SUB_ADDED.en.title },
        message: { zh: message('zh'), en: message('en') },
        route: '/saas/account/sub/index',
        key: `sub-account-added:${id}`,
      });
    } catch (error) {
      app.log.warn({ err: error }, 'sub-account: the notification failed');
    }
  };

  /** the signed-in main account (sub-accounts may not manage accounts) */
  const mainAccount = async (request: { user(): { id: number; is_main: boolean } }) => {
    const auth = request.user();
    if (!auth.is_main) throw forbidden('mainAccountOnly');
    const principal = await app.users.principal(auth.id);
    if (!principal) throw unauthorized();
    return principal;
  };

  /** role and departments must be the company's own */
  const checkRefs = async (companyId: number, appCodes: string[], roleId: number | null, groupIds: number[]) => {
    if (roleId !== null) {
      const allowed = await app.subUsers.assignableRoles(companyId, appCodes);
      if (!allowed.some((r) => r.id === roleId)) throw fieldError('roleNotAllowed', 'role_id');
    }
    if ((await app.subUsers.countCompanyGroups(companyId, groupIds)) !== groupIds.length) throw fieldError('groupNotFound', 'group_ids');
  };

  app.get(
    '/user/sub_user/list',
    {
      schema: {
        querystring: pageQuery.extend({
          name: z.string().trim().max(50).optional(),
          phone: z.string().trim().max(20).optional(),
          status: z.enum(['0', '1']).optional(),
        }),
        response: { 200: envelope(z.object({ list: z.array(subAccountSchema), total: z.number().int() })) },
      },
    },
    async (request) => {
      const { user } = await mainAccount(request);
      const q = request.query;
      const result = await app.subUsers.adminList(user.companyId, {
        name: q.name || undefined,
        phone: q.phone || undefined,
        status: q.status === undefined ? undefined : Number(q.status),
        page: q.page,
        perPage: q.per_page,
      });
      return ok(result);
    },
  );

  app.get(
    '/user/sub_user/roles',
    {
      schema: {
        response: { 200: envelope(z.object({ list: z.array(z.object({ id: z.number().int(), name: z.string(), app_code: z.string(), memo: z.string() })) })) },
      },
    },
    async (request) => {
      const { user } = await mainAccount(request);
      return ok({ list: await app.subUsers.assignableRoles(user.companyId, user.appCodes) });
    },
  );

  app.get(
    '/user/sub_user/detail/:id',
    { schema: { params: z.object({ id: idParam }), response: { 200: envelope(subAccountSchema.extend({ updated_at: z.string() })) } } },
    async (request) => {
      const { user } = await mainAccount(request);
      const row = await app.subUsers.detail(user.companyId, request.params.id);
      if (!row) throw notFound();
      return ok(row);
    },
  );

  // POST /user/users/createUser (spec §7, the users service's name for it) is the same call: one account model
  for (const url of ['/user/sub_user/create', '/user/users/createUser']) app.post(
    url,
    { schema: { body: createBody, response: { 200: envelope(z.object({ id: z.number().int() })) } } },
    async (request) => {
      const { user, company } = await mainAccount(request);
      const body = request.body;
      const room = subLimitInfo(company.subscribeVersion, await app.companyAccounts.countSubAccounts(user.companyId));
      if (!room.can_add) throw badRequest('subAccountLimit', { limit: room.limit });
      const roleId = body.role_id ?? null;
      const groupIds = [...new Set(body.group_ids ?? [])];
      await checkRefs(user.companyId, user.appCodes, roleId, groupIds);
      if (await app.users.usernameExists(body.username)) throw fieldError('usernameTaken', 'username');
      try {
        const id = await app.subUsers.create(actorOf(request.user()), {
          companyId: user.companyId,
          mainUserId: user.id,
          username: body.username,
          passwordHash: await hashPassword(body.password),
          nickname: body.nickname,
          phone: body.phone,
          appCodes: user.appCodes,
          mainType: user.mainType,
          servicerId: user.servicerId,
          resourceId: user.resourceId,
          roleId,
          groupIds,
        });
        await notifySubAccountAdded(user.companyId, id, body.nickname, body.username);
        return ok({ id });
      } catch (error) {
        // two creates racing for one username: the unique index lets one through
        if (isUniqueViolation(error)) throw fieldError('usernameTaken', 'username');
        throw error;
      }
    },
  );

  app.put(
    '/user/sub_user/detail/:id',
    {
      schema: {
        params: z.object({ id: idParam }),
        body: z.object(editable),
        response: { 200: envelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const { user } = await mainAccount(request);
      const id = request.params.id;
      if (!(await app.subUsers.detail(user.companyId, id))) throw notFound();
      const body = request.body;
      const roleId = body.role_id ?? null;
      const groupIds = [...new Set(body.group_ids ?? [])];
      await checkRefs(user.companyId, user.appCodes, roleId, groupIds);
      if (!(await app.subUsers.update(actorOf(request.user()), user.companyId, id, { nickname: body.nickname, phone: body.phone, roleId, groupIds }))) throw notFound();
      return ok({ id });
    },
  );

  app.put(
    '/user/sub_user/detail/:id/status',
    {
      schema: {
        params: z.object({ id: idParam }),
        body: z.object({ status: z.union([z.literal(0), z.literal(1)]) }),
        response: { 200: envelope(z.object({ id: z.number().int(), status: z.number().int(), revoked_sessions: z.number().int() })) },
      },
    },
    async (request) => {
      const { user } = await mainAccount(request);
      const { id } = request.params;
      const { status } = request.body;
      // disabling ends the account's sessions in the same write: its next request is a 401, whatever token it holds
      if (!(await app.subUsers.setStatus(actorOf(request.user()), user.companyId, id, status))) throw notFound();
      const revoked = status === 0 ? await closeEndedSessions(app, id) : 0;
      return ok({ id, status, revoked_sessions: revoked });
    },
  );

  app.put(
    '/user/sub_user/detail/:id/password',
    {
      schema: {
        params: z.object({ id: idParam }),
        body: passwordBody,
        response: { 200: envelope(z.object({ id: z.number().int(), revoked_sessions: z.number().int() })) },
      },
    },
    async (request) => {
      const { user } = await mainAccount(request);
      const { id } = request.params;
      if (!(await app.subUsers.setPasswordHash(actorOf(request.user()), user.companyId, id, await hashPassword(request.body.password)))) throw notFound();
      return ok({ id, revoked_sessions: await closeEndedSessions(app, id) });
    },
  );
};

export default routes;
