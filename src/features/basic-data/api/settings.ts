/** GET/PUT /user/basic/settings/{key}: a company settings document (operation, print, waybill_template). */
import { queryOptions } from '@tanstack/react-query';
import type { SettingsDocument } from '@/components/ui/entity-screen/settings-screen';
import type { SettingDocumentKey } from '@/domain/basic-data/settings';
import { apiGet, apiPut } from '@/lib/api-client';
import { SILENT } from './types';

/** the answer also carries the key; the screen reads data and updated_at */
export type SettingsDocumentDto = SettingsDocument;

export const settingsQuery = (key: SettingDocumentKey) =>
  queryOptions({
    queryKey: ['basic-data', 'settings', key] as readonly unknown[],
    queryFn: () => apiGet<SettingsDocumentDto>(`/user/basic/settings/${key}`),
  });

export const saveSettings = (key: SettingDocumentKey, data: object) => apiPut<SettingsDocumentDto>(`/user/basic/settings/${key}`, data, SILENT);
