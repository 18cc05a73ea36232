/** Shapes the order entry endpoints answer. */
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
