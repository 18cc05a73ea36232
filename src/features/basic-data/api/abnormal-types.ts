/** /user/basic/abnormal-types: the company's ABNORMAL_TYPE config items: list url, create, update, enable/disable, delete. */
import { apiDelete, apiPost, apiPut } from '@/lib/api-client';
import { SILENT, setStatusBody, type AbnormalTypeRow } from './types';

export const ABNORMAL_TYPE_LIST_URL = '/user/basic/abnormal-types';

export const createAbnormalType = (values: object) => apiPost<AbnormalTypeRow>(ABNORMAL_TYPE_LIST_URL, values, SILENT);
export const updateAbnormalType = (id: string, values: object) => apiPut<AbnormalTypeRow>(`${ABNORMAL_TYPE_LIST_URL}/${id}`, values, SILENT);
export const setAbnormalTypeEnabled = (id: string, on: boolean) => apiPut<AbnormalTypeRow>(`${ABNORMAL_TYPE_LIST_URL}/${id}/status`, setStatusBody(on), SILENT);
export const deleteAbnormalType = (id: string) => apiDelete<{ id: number }>(`${ABNORMAL_TYPE_LIST_URL}/${id}`, undefined, SILENT);
