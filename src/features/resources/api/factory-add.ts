/** POST /user/resource_binding/factory/add {name, settle_type_code PAY_NOW, settle_type_name 现付}. */
import { PAY_NOW } from '@/domain/resources';
import { apiPost } from '@/lib/api-client';
import { SILENT } from './types';

export interface AddedFactory {
  id: number;
  resource_id: number;
  name: string;
}

export function addFactory(name: string): Promise<AddedFactory> {
  return apiPost<AddedFactory>('/user/resource_binding/factory/add', { name, settle_type_code: PAY_NOW.code, settle_type_name: PAY_NOW.name }, SILENT);
}

/** The factory screen's add form: every field, settlement PAY_NOW 现付 unless chosen. */
export function addFactoryRecord(body: Record<string, unknown>): Promise<AddedFactory> {
  return apiPost<AddedFactory>('/user/resource_binding/factory/add', body, SILENT);
}
