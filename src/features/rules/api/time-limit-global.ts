/** GET / PUT /user/time_limit/global: the company's hours per stage and warning share. */
import { queryOptions } from '@tanstack/react-query';
import type { SettingsDocument } from '@/components/ui/entity-screen/settings-screen';
import { apiGet, apiPut } from '@/lib/api-client';
import { SILENT, type StageHoursFields } from './types';

export type GlobalTimeLimit = StageHoursFields & { warning_percent: number; updated_at: string | null };

export const GLOBAL_TIME_LIMIT_URL = '/user/time_limit/global';

export function getGlobalTimeLimit(): Promise<GlobalTimeLimit> {
  return apiGet<GlobalTimeLimit>(GLOBAL_TIME_LIMIT_URL);
}

export const globalTimeLimitQuery = queryOptions<SettingsDocument, Error, SettingsDocument, readonly unknown[]>({
  queryKey: ['rules', 'time-limit-global'],
  queryFn: async () => {
    const { updated_at, ...data } = await getGlobalTimeLimit();
    return { data, updated_at };
  },
});

export function saveGlobalTimeLimit(body: Record<string, unknown>): Promise<GlobalTimeLimit> {
  return apiPut<GlobalTimeLimit>(GLOBAL_TIME_LIMIT_URL, body, SILENT);
}
