/** What the rule endpoints answer; writes are silent because the forms show the server's message themselves. */
/** request config of a write whose failure the form shows (no toast) */
export const SILENT = { silent: true } as const;

export interface Paged<T> {
  list: T[];
  total: number;
}

export interface AreaNames {
  province_code: string;
  province: string;
  city_code: string;
  city: string;
  district_code: string;
  district: string;
}

export interface StageHoursFields {
  receive_hours: number | null;
  warehouse_in_hours: number | null;
  warehouse_out_hours: number | null;
  transit_hours: number | null;
  assign_hours: number | null;
  appoint_hours: number | null;
  sign_hours: number | null;
}
