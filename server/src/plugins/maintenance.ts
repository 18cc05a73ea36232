/**
 * Maintenance mode: while on, every API route but sign-in, token refresh, the version/maintenance probes
 * and the admin switch answers 503 '系统维护中' with the content to show. Platform admins pass through so
 * they can check the system before opening it again.
 */
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { HttpError } from '../lib/http-error';
import type { MaintenanceState } from '../repositories/settings';
import { SETTING_KEYS } from '../repositories/settings';

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: {
      get(): Promise<MaintenanceState>;
      set(state: MaintenanceState): Promise<void>;
    };
  }
}

const OPEN_DURING_MAINTENANCE = [
  /^\/api\/login\//,
  /^\/api\/user\/users\/refresh-token$/,
  /^\/api\/map\/help\/system_info$/,
  /^\/api\/map\/help\/maintenance$/,
  /^\/api\/system\/maintenance$/,
];

export default fp<{ config: Config }>(
  async (app, { config }) => {
    // MAINTENANCE=1 holds the switch on for this process until an admin flips it; it is not persisted,
    // so a restart without the flag goes back to the stored state.
    let forcedByEnv = config.maintenance;
    // every API request asks: cached until system_settings changes, in this process or another (lib/table-cache.ts)
    const stored = () => app.tableCache.get('maintenance', ['system_settings'], () => app.settings.maintenance());

    app.decorate('maintenance', {
      async get() {
        const current = await stored();
        return forcedByEnv ? { ...current, enabled: true } : current;
      },
      async set(next: MaintenanceState) {
        await app.settings.set(SETTING_KEYS.maintenance, next);
        forcedByEnv = false;
      },
    });

    app.addHook('onRequest', async (request) => {
      const path = request.url.split('?')[0];
      if (!path.startsWith('/api/')) return;
      const current = await app.maintenance.get();
      if (!current.enabled || OPEN_DURING_MAINTENANCE.some((re) => re.test(path))) return;
      if (request.auth?.main_type === 'admin') return;
      throw new HttpError(503, 'maintenance', {}, { content: current.content });
    });
  },
  { name: 'maintenance', dependencies: ['auth', 'settings-repository'] },
);
