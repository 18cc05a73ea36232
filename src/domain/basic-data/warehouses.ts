/** Warehouses and their storage locations (库位): the bodies the Basic data screens send and the server checks. */
import { z } from 'zod';
import { DB_INT_MAX, decimalToNumber } from '../input-fields';
import { codeField, nameField, optionalText, phoneField } from './fields';

export const warehouseBody = z.object({
  code: codeField,
  name: nameField,
  contact: optionalText(20, 'nameMax20'),
  phone: phoneField,
  /** the district (level-3 area code) the warehouse sits in; '' = not set */
  area_code: z.preprocess((v) => v ?? '', z.string().trim().regex(/^(\d{6})?$/, 'bdChooseOption')),
  address: optionalText(100),
});
export type WarehouseBody = z.infer<typeof warehouseBody>;

export const storageLocationBody = z.object({
  warehouse_id: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : decimalToNumber(v)),
    z.number({ error: 'warehouseRequired' }).int('warehouseRequired').min(1, 'warehouseRequired').max(DB_INT_MAX, 'warehouseRequired'),
  ),
  code: codeField,
  name: nameField,
});
export type StorageLocationBody = z.infer<typeof storageLocationBody>;
