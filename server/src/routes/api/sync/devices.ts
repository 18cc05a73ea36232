/**
 * GET /api/sync/devices {only_unsynced}: every device of the signed-in user's company with its latest outbox summary
 * (most unsent work first). Desk roles see the whole company; a merchant or a driver sees only their own devices.
 * `connected` is live: a socket of the device is open on any server process (socket/live-devices.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MainType, TokenPayload } from '../../../../../src/domain/auth';
import type { DeviceSyncRow } from '../../../../../src/domain/device-sync';
import { envelope, ok, queryFlag } from '../../../lib/schemas';
import type { DeviceListRow, DeviceListScope } from '../../../socket/device-sync-repository';
import { deviceKey, liveDeviceKeys } from '../../../socket/live-devices';

const COMPANY_WIDE: ReadonlySet<MainType> = new Set(['servicer', 'delivery', 'admin']);

export function deviceListScope(auth: TokenPayload): DeviceListScope {
  return COMPANY_WIDE.has(auth.main_type) ? { companyId: auth.company_id } : { companyId: auth.company_id, userId: auth.id };
}

const deviceSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  username: z.string(),
  device_id: z.string(),
  pending: z.number().int(),
  failed: z.number().int(),
  oldest_at: z.string().nullable(),
  app_version: z.string(),
  connected: z.boolean(),
  updated_at: z.string(),
  last_seen_at: z.string(),
});

function toDevice(row: DeviceListRow, live: Set<string> | null): DeviceSyncRow {
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.userName,
    username: row.username,
    device_id: row.deviceId,
    pending: row.pending,
    failed: row.failed,
    oldest_at: row.oldestAt?.toISOString() ?? null,
    app_version: row.appVersion,
    connected: live ? live.has(deviceKey(row.userId, row.deviceId)) : row.connected,
    updated_at: row.updatedAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
  };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sync/devices',
    {
      schema: {
        querystring: z.object({ only_unsynced: queryFlag }),
        response: { 200: envelope(z.object({ list: z.array(deviceSchema), total: z.number().int() })) },
      },
    },
    async (request) => {
      const scope = deviceListScope(request.user());
      const [rows, live] = await Promise.all([app.deviceSync.list(scope, { onlyUnsynced: request.query.only_unsynced }), liveDeviceKeys(app.realtime.io, scope.companyId)]);
      return ok({ list: rows.map((r) => toDevice(r, live)), total: rows.length });
    },
  );
};

export default routes;
