/** Shapes the order entry endpoints answer. */
export interface PickerRow {
  id: number;
  name: string;
  phone?: string;
  parent_id?: number | null;
  is_forbid_create_order?: number;
}

export interface PickerList {
  list: PickerRow[];
  total: number;
}

export interface ProductRow {
  id: number;
  code: string;
  name: string;
  package: number;
  category_path: string;
}

export interface CodeName {
  code: string;
  name: string;
}

export const SILENT = { silent: true } as const;
