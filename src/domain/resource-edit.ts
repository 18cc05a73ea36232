/**
 * Editing a resource or a station (spec §3, §5): which dialog kind a stored record is, and the body schema of
 * its update — the add dialogs' schemas (same limits and messages) minus the fields an edit cannot change.
 */
import { z } from 'zod';
import {
  consignorAddBody,
  consignorAddForm,
  deliveryAddBody,
  driverAddBody,
  factoryAddBody,
  providerAddBody,
  storeAddBody,
  storeAddForm,
  THIRD_PARTY_LOGISTICS,
  transporterAddBody,
  type ResourceKind,
} from './resources';
import { MOBILE_RE } from './validators';

/** The role stored for a T_PZ provider added as a fitting worker or a delivery-install provider. */
export const PROVIDER_ROLES = ['FITTING_WORKER', 'DELIVERY_INSTALL'] as const;
export type ProviderRole = (typeof PROVIDER_ROLES)[number];

export interface StoredKind {
  objectType: string;
  objectSubType: string | null;
  role?: string | null;
}

/** The dialog kind whose messages apply to a stored record. */
export function kindOfRecord({ objectType, objectSubType, role }: StoredKind): ResourceKind {
  switch (objectType) {
    case 'consignor':
      return objectSubType === THIRD_PARTY_LOGISTICS ? 'thirdPartyLogistics' : 'consignor';
    case 'supplier':
      return 'supplier';
    case 'store':
      return 'store';
    case 'factory':
      return 'factory';
    case 'delivery':
      return role === 'FITTING_WORKER' ? 'fittingWorker' : role === 'DELIVERY_INSTALL' ? 'deliveryInstall' : 'serviceProvider';
    default:
      return objectSubType === 'T_SJ' ? 'driver' : 'carrier';
  }
}

const keepSettle = { settle_type_code: z.string().trim().max(50).optional().default('') };

/**
 * The server's update body of a kind. An empty settlement type keeps the stored one, so the consignor rule
 * "dropped from the payload if empty" holds on edit too.
 */
export function resourceEditBody(kind: ResourceKind) {
  switch (kind) {
    case 'carrier':
      return transporterAddBody('carrier').omit({ object_sub_type: true });
    case 'serviceProvider':
      return deliveryAddBody;
    case 'fittingWorker':
    case 'deliveryInstall':
      return providerAddBody(kind).omit({ role: true });
    case 'driver':
      return driverAddBody.omit({ object_sub_type: true });
    case 'consignor':
    case 'supplier':
    case 'thirdPartyLogistics':
      return consignorAddBody(kind).omit({ object_sub_type: true });
    case 'store':
      return storeAddBody;
    case 'factory':
      return factoryAddBody.extend(keepSettle);
  }
}

/** The browser's edit form of a kind: as the add dialog, which requires a consignor's or store's settlement type. */
export function resourceEditForm(kind: ResourceKind): z.ZodType {
  if (kind === 'consignor' || kind === 'supplier') return consignorAddForm.omit({ object_sub_type: true });
  if (kind === 'store') return storeAddForm;
  return resourceEditBody(kind);
}

export const forbidBody = z.object({ is_forbid_create_order: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number) });

const trimmed = z.string().trim();
const optional = (max: number) => trimmed.max(max).optional().default('');

/** A station's edit body (name as on create-on-blur: required, 50 characters). */
export const stationEditBody = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string({ error: 'stationNameRequired' }).trim().min(1, 'stationNameRequired').max(50, 'tooLongName50'),
  ),
  type: optional(50),
  contact: optional(20),
  phone: z
    .preprocess((v) => (typeof v === 'number' ? String(v) : v), z.union([z.literal(''), trimmed.regex(MOBILE_RE, 'mobileInvalid')]))
    .optional()
    .default(''),
  province: optional(50),
  city: optional(50),
  district: optional(50),
  address: optional(200),
});
export type StationEditBody = z.infer<typeof stationEditBody>;

export const stationStatusBody = z.object({ status: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number) });
