/** What the resource endpoints answer (spec §3 Resource, §7 Resources). */
import type { CodeName } from '@/domain/resources';

export interface ResourceRow {
  id: number;
  label: string;
  value: number;
  name: string;
  phone: string;
  memo: string;
  object_type: string;
  object_sub_type: string | null;
  settle_type_code: string;
  settle_type_name: string;
  is_forbid_create_order: number;
  service_type: CodeName[];
  service_type_codes: string[];
  is_related: boolean;
  districts: string[];
  status: number;
  created_at: string;
}

export interface ResourceList {
  list: ResourceRow[];
  total: number;
}

/** List params shared by the resource lists (page/per_page, name search, chosen-value lookup). */
export interface ResourceListParams {
  page?: number;
  per_page?: number;
  name?: string;
  /** comma-joined ids */
  resource_ids?: string;
  [extra: string]: unknown;
}

export interface AddedResource {
  resource_id: number;
  id?: number;
}

export const SILENT = { silent: true } as const;
