/** /user/contracts: contracts with a party resource (list, create, update, delete). */
import { apiDelete, apiPost, apiPut } from '@/lib/api-client';
import { SILENT } from './types';

export interface ContractRow {
  id: number;
  resource_id: number;
  resource_name: string;
  resource_type: string;
  contract_type: string;
  contract_no: string;
  start_date: string;
  end_date: string;
  settlement_method_code: string;
  settlement_method_name: string;
  attachment_fileids: string[];
  status: string;
  memo: string;
  updated_at: string;
}

export const CONTRACTS_URL = '/user/contracts';

export const createContract = (body: Record<string, unknown>) => apiPost<ContractRow>(CONTRACTS_URL, body, SILENT);
export const updateContract = (id: string, body: Record<string, unknown>) => apiPut<ContractRow>(`${CONTRACTS_URL}/${id}`, body, SILENT);
export const removeContract = (id: string) => apiDelete<{ removed: boolean }>(`${CONTRACTS_URL}/${id}`, undefined, SILENT);
