/**
 * Resources (spec §3, §5): kinds, defaults and the add-body schemas the inline-add dialogs and the server
 * both validate with. Messages are server-message catalog keys (src/domain/server-messages.ts).
 */
import { z } from 'zod';
import { idField, numeric } from './input-fields';
import type { ServerMessageKey } from './server-messages';
import { MOBILE_RE } from './validators';

/** Object sub-types: T_ZX special line / carrier, T_PZ fitting / delivery-install, T_SJ driver. */
export const OBJECT_SUB_TYPES = ['T_ZX', 'T_PZ', 'T_SJ'] as const;
export type ObjectSubType = (typeof OBJECT_SUB_TYPES)[number];
/** A consignor-model resource that is a third-party logistics company (added through consignor/add). */
export const THIRD_PARTY_LOGISTICS = 'T_3PL';

export const OBJECT_TYPES = ['consignor', 'supplier', 'store', 'transporter', 'delivery', 'factory'] as const;
export type ObjectType = (typeof OBJECT_TYPES)[number];

/** Carriers and drivers are transporters; T_PZ providers (fitting workers included) are delivery resources. */
export const objectTypeOfSubType = (sub: ObjectSubType): ObjectType => (sub === 'T_PZ' ? 'delivery' : 'transporter');

export const NAME_MAX = 10;
export const DRIVER_NAME_MAX = 20;
export const MEMO_MAX = 320;
export const PRODUCT_NAME_MAX = 50;

export interface CodeName {
  code: string;
  name: string;
}

export const PAY_NOW: CodeName = { code: 'PAY_NOW', name: '现付' };
export const DELIVERY_INSTALL: CodeName = { code: 'DELIVERY_INSTALL', name: '配装' };
/** spec §3: a new consignor or store */
export const CONSIGNOR_DEFAULTS = {
  settle_type_code: PAY_NOW.code,
  settle_type_name: PAY_NOW.name,
  charge_mode: 'PRODUCT',
  is_send_sms: '0',
  deduction_node: 'RECEIVE',
} as const;

/** The settlement-type config category of each kind (spec §7 Config and lookups). */
export const SETTLE_CATEGORY = {
  transporter: 'SETTLE_T_ZX',
  delivery: 'SETTLE_DELIVERY',
  consignor: 'SETTLE_CONSIGNOR',
  supplier: 'SETTLE_CONSIGNOR',
  store: 'SETTLE_STORE',
  factory: 'SETTLE_CONSIGNOR',
} as const satisfies Record<ObjectType, string>;

export const CONFIG_CATEGORIES = [
  'ORDER_TAG',
  'ABNORMAL_TYPE',
  'SERVICE_PKG_TYPE',
  'SETTLE_T_ZX',
  'SETTLE_CONSIGNOR',
  'SETTLE_STORE',
  'SETTLE_DELIVERY',
  'DRIVER_SERVICE_TYPE',
  'SETTLE_METHOD',
] as const;
export type ConfigCategory = (typeof CONFIG_CATEGORIES)[number];

/** The messages of one inline-add dialog (spec §5). */
export interface KindMessages {
  nameRequired: ServerMessageKey;
  nameExists: ServerMessageKey;
  phoneRequired: ServerMessageKey | null;
  phoneBound: ServerMessageKey | null;
}

/** Dialog kinds: which form a body comes from decides its messages. */
export type ResourceKind =
  | 'carrier'
  | 'thirdPartyLogistics'
  | 'consignor'
  | 'supplier'
  | 'store'
  | 'serviceProvider'
  | 'fittingWorker'
  | 'deliveryInstall'
  | 'driver'
  | 'factory';

export const KIND_MESSAGES: Record<ResourceKind, KindMessages> = {
  carrier: { nameRequired: 'carrierNameRequired', nameExists: 'carrierNameExists', phoneRequired: 'carrierPhoneRequired', phoneBound: 'providerPhoneBound' },
  thirdPartyLogistics: { nameRequired: 'tplNameRequired', nameExists: 'tplNameExists', phoneRequired: 'tplPhoneRequired', phoneBound: null },
  consignor: { nameRequired: 'consignorNameRequired', nameExists: 'consignorNameExists', phoneRequired: null, phoneBound: null },
  supplier: { nameRequired: 'consignorNameRequired', nameExists: 'consignorNameExists', phoneRequired: null, phoneBound: null },
  store: { nameRequired: 'storeNameRequired', nameExists: 'storeNameExists', phoneRequired: null, phoneBound: null },
  serviceProvider: { nameRequired: 'providerNameRequired', nameExists: 'providerNameExists', phoneRequired: 'providerPhoneRequired', phoneBound: 'providerPhoneBound' },
  fittingWorker: { nameRequired: 'fittingWorkerNameRequired', nameExists: 'fittingWorkerNameExists', phoneRequired: 'fittingWorkerPhoneRequired', phoneBound: 'providerPhoneBound' },
  deliveryInstall: { nameRequired: 'deliveryInstallNameRequired', nameExists: 'deliveryInstallNameExists', phoneRequired: 'deliveryInstallPhoneRequired', phoneBound: 'providerPhoneBound' },
  driver: { nameRequired: 'driverNameRequired', nameExists: 'driverNameExists', phoneRequired: 'driverPhoneRequired', phoneBound: 'driverPhoneBound' },
  factory: { nameRequired: 'factoryNameRequired', nameExists: 'factoryNameExists', phoneRequired: null, phoneBound: null },
};

const trimmed = z.string().trim();

/** spec §5: the browser turns numeric strings into numbers before sending, so a phone may arrive as 13800000000 */
const text = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (typeof v === 'number' ? String(v) : v), inner);

const nameField = (required: ServerMessageKey, max = NAME_MAX, tooLong: ServerMessageKey = 'nameMax10') =>
  text(z.string({ error: required }).trim().min(1, required).max(max, tooLong));

const phoneField = (required: ServerMessageKey | null) =>
  required
    ? text(z.string({ error: required }).trim().min(1, required).regex(MOBILE_RE, 'mobileInvalid'))
    : text(z.union([z.literal(''), trimmed.regex(MOBILE_RE, 'mobileInvalid')]))
        .optional()
        .default('');

const memoField = text(trimmed.max(MEMO_MAX, 'memoMax320')).optional().default('');
const codeField = trimmed.max(50).optional().default('');
const settleName = trimmed.max(50).optional().default('');

/** POST /user/resource_binding/transporter/add for carriers (T_ZX) and T_PZ providers. */
export const transporterAddBody = (kind: 'carrier' | 'serviceProvider' = 'carrier') =>
  z.object({
    name: nameField(KIND_MESSAGES[kind].nameRequired),
    phone: phoneField(KIND_MESSAGES[kind].phoneRequired),
    memo: memoField,
    settle_type_code: codeField,
    settle_type_name: settleName,
    object_sub_type: z.enum(['T_ZX', 'T_PZ']),
    service_type_codes: z.array(trimmed.min(1).max(50)).max(20).optional(),
  });

/** The add-driver dialog (spec §3 Driver, §5 Driver dialog); posted to transporter/add with object_sub_type T_SJ. */
export const driverAddBody = z.object({
  object_sub_type: z.literal('T_SJ'),
  name: nameField('driverNameRequired', DRIVER_NAME_MAX, 'nameMax20'),
  phone: text(z.string({ error: 'driverPhoneRequired' }).trim().min(1, 'driverPhoneRequired').regex(MOBILE_RE, 'mobileInvalid')),
  is_related: z.boolean().optional().default(true),
  settle_type_code: codeField,
  settle_type_name: settleName,
  service_type_codes: z.array(trimmed.min(1).max(50), { error: 'driverServiceRequired' }).min(1, 'driverServiceRequired').max(20),
  memo: memoField,
  /** district codes the driver serves */
  districts: z.array(trimmed.regex(/^\d{6}$/, 'invalidFormat')).max(500).optional().default([]),
});
export type DriverAddBody = z.infer<typeof driverAddBody>;

/** Consignor-model add (consignor, supplier, third-party logistics). */
export const consignorAddBody = (kind: 'consignor' | 'supplier' | 'thirdPartyLogistics' = 'consignor') =>
  z.object({
    name: nameField(KIND_MESSAGES[kind].nameRequired),
    phone: phoneField(KIND_MESSAGES[kind].phoneRequired),
    memo: memoField,
    // spec §5: dropped from the payload when empty, so the spec §3 default applies
    settle_type_code: codeField,
    settle_type_name: settleName,
    object_sub_type: z.literal(THIRD_PARTY_LOGISTICS).optional(),
  });

/** The consignor dialog itself requires a settlement type (the server then defaults an absent one). */
export const consignorAddForm = consignorAddBody('consignor').extend({
  settle_type_code: z.string({ error: 'consignorSettleRequired' }).trim().min(1, 'consignorSettleRequired').max(50),
});

export const storeAddBody = z.object({
  name: nameField('storeNameRequired'),
  phone: phoneField(null),
  memo: memoField,
  settle_type_code: codeField,
  settle_type_name: settleName,
  /** the consignor the store belongs to */
  consignor_id: idField.optional(),
});
export const storeAddForm = storeAddBody.extend({
  settle_type_code: z.string({ error: 'storeSettleRequired' }).trim().min(1, 'storeSettleRequired').max(50),
});

/** POST /user/servicer_resource/store/add: a fitting worker or a delivery-install provider (both T_PZ). */
export const providerAddBody = (kind: 'fittingWorker' | 'deliveryInstall' = 'deliveryInstall') =>
  z.object({
    name: nameField(KIND_MESSAGES[kind].nameRequired),
    phone: phoneField(KIND_MESSAGES[kind].phoneRequired),
    memo: memoField,
    settle_type_code: codeField,
    settle_type_name: settleName,
    role: z.enum(['FITTING_WORKER', 'DELIVERY_INSTALL']).optional().default(kind === 'fittingWorker' ? 'FITTING_WORKER' : 'DELIVERY_INSTALL'),
    service_type_codes: z.array(trimmed.min(1).max(50)).max(20).optional(),
  });

export const deliveryAddBody = transporterAddBody('serviceProvider').omit({ object_sub_type: true });

export const factoryAddBody = z.object({
  name: nameField('factoryNameRequired'),
  phone: phoneField(null),
  memo: memoField,
  settle_type_code: trimmed.max(50).optional().default(PAY_NOW.code),
  settle_type_name: trimmed.max(50).optional().default(PAY_NOW.name),
});

export const stationAddBody = z.object({
  name: text(z.string({ error: 'stationNameRequired' }).trim().min(1, 'stationNameRequired').max(50, 'tooLongName50')),
  type: trimmed.max(50).optional().default(''),
});

export const productAddBody = z.object({
  name: text(z.string({ error: 'productNameRequired' }).trim().min(1, 'productNameRequired').max(PRODUCT_NAME_MAX, 'tooLongName50')),
  package: numeric(z.number().int().min(1).max(9999)).optional().default(1),
  /** the product type: a level-2 (or level-1) category code */
  category_code: text(z.string({ error: 'productTypeRequired' }).trim().min(1, 'productTypeRequired').max(50)),
  pno: trimmed.max(64).optional().default(''),
});

/** Which server-side kind a transporter/add body is: sub-type, and for T_PZ the dialog. */
export function kindOfSubType(sub: ObjectSubType): ResourceKind {
  return sub === 'T_ZX' ? 'carrier' : sub === 'T_SJ' ? 'driver' : 'serviceProvider';
}
