/** Rows of the Basic data lists (the /user/basic/* endpoints) and the request options every write shares. */

/** writes show their message in the form, not as a toast */
export const SILENT = { silent: true } as const;

export interface WarehouseRow {
  id: number;
  code: string;
  name: string;
  contact: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  area_code: string;
  address: string;
  full_address: string;
  status: number;
  created_at: string;
}

export interface StorageLocationRow {
  id: number;
  warehouse_id: number;
  warehouse_name: string;
  code: string;
  name: string;
  status: number;
  created_at: string;
}

export interface ProductCategoryRow {
  id: number;
  code: string;
  name: string;
  level: number;
  parent_code: string;
  parent_name: string;
  sort: number;
  children_count: number;
  product_count: number;
  created_at: string;
}

export interface ProductRow {
  id: number;
  code: string;
  pno: string;
  name: string;
  package: number;
  /** the whole product (all its cartons): grams and cm³, 0 = not known */
  weight_g: number;
  volume_cm3: number;
  category_code: string;
  category_path: string;
  disabled: boolean;
  status: number;
  created_at: string;
}

export interface AbnormalTypeRow {
  id: number;
  code: string;
  name: string;
  sort: number;
  status: number;
  is_system: boolean;
}

export const setStatusBody = (on: boolean) => ({ enabled: on });
