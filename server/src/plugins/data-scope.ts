/**
 * Data-permission scope, one per request (issue 22, src/domain/admin/README.md): after auth, a signed-in sub-account's
 * data role is read once and resolved (repositories/admin/data-roles.ts scopeOf); `request.dataScope()` hands it to
 * every list and detail query, which turns it into SQL through `scopeWhere` (repositories/admin/data-roles-scope.ts).
 * Read per request, not cached across requests, so a role change applies to the next call on every process.
 */
import fp from 'fastify-plugin';
import { ALL_ROWS, type DataScope } from '../../../src/domain/admin/data-scope';
import { DataRolesRepository } from '../repositories/admin/data-roles';

declare module 'fastify' {
  interface FastifyRequest {
    /** the rows the signed-in user may see (every row without a user or for a main account) */
    dataScope(): DataScope;
    resolvedDataScope: DataScope | null;
  }
  interface FastifyInstance {
    dataRoles: DataRolesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('dataRoles', new DataRolesRepository(app.db));
    app.decorateRequest('resolvedDataScope', null);
    app.decorateRequest('dataScope', function () {
      return this.resolvedDataScope ?? ALL_ROWS;
    });
    // preValidation, after auth's: the session is checked, so the scope is read for a live user only
    app.addHook('preValidation', async (request) => {
      const auth = request.auth;
      if (!auth || auth.is_main) return;
      request.resolvedDataScope = await app.dataRoles.scopeOf(auth);
    });
  },
  { name: 'data-scope', dependencies: ['auth', 'db'] },
);
