/**
 * The settings documents of Basic data (one per company and key, validated as a whole on both sides):
 * operation settings, print/document config and the waybill template. Defaults apply until a company saves.
 */
import { z } from 'zod';
import { flag, intInRange, optionalText } from './fields';

export const SERVICE_TYPES = ['DELIVERY_INSTALL', 'DELIVERY', 'INSTALL'] as const;
export const SETTLE_TYPES = ['PAY_NOW', 'MONTHLY', 'COLLECT'] as const;

export const operationSettings = z.object({
  /** new orders skip the 待接单 step */
  auto_receive: flag,
  /** a consignor may cancel an order until it is received */
  allow_consignor_cancel: flag,
  /** new consignors may order before their qualification is approved */
  allow_unaudited_consignor: flag,
  default_service_type: z.enum(SERVICE_TYPES, { error: 'bdChooseOption' }),
  default_settle_type: z.enum(SETTLE_TYPES, { error: 'bdChooseOption' }),
  /** signing needs at least this many photos (0 = none) */
  sign_photo_min: intInRange(0, 9),
  /** the revisit (feedback) task opens this many days after signing (0 = same day) */
  revisit_after_days: intInRange(0, 30),
  /** hours before an unassigned order is flagged */
  assign_timeout_hours: intInRange(1, 720),
  /** a prefix for the company's order numbers shown on documents */
  order_no_prefix: z.preprocess((v) => v ?? '', z.string().trim().max(6, 'bdCodeMax20').regex(/^[A-Za-z0-9]*$/, 'bdCodeInvalid')),
});
export type OperationSettings = z.infer<typeof operationSettings>;

export const LABEL_SIZES = ['100x150', '100x100', '76x130', '60x40'] as const;

export const printSettings = z.object({
  print_waybill: flag,
  waybill_copies: intInRange(1, 10),
  print_label: flag,
  label_copies: intInRange(1, 10),
  label_size: z.enum(LABEL_SIZES, { error: 'bdChooseOption' }),
  print_delivery_note: flag,
  delivery_note_copies: intInRange(1, 10),
  print_sign_receipt: flag,
  /** print the chosen documents as soon as an order is received */
  auto_print_on_receive: flag,
  /** the local print plugin's printer; '' = the default printer */
  printer_name: optionalText(50, 'tooLongName50'),
});
export type PrintSettings = z.infer<typeof printSettings>;

/** The fields a waybill can show, in the default order. */
export const WAYBILL_FIELDS = [
  'order_no',
  'consignor',
  'end_contact',
  'end_tel',
  'end_address',
  'products',
  'package',
  'services_pkg_name',
  'station',
  'memo',
  'barcode',
  'qr_code',
] as const;
export type WaybillField = (typeof WAYBILL_FIELDS)[number];

export const waybillTemplate = z.object({
  title: optionalText(30, 'bdNameMax30'),
  show_logo: flag,
  /** shown fields in print order; a field not listed is hidden */
  fields: z
    .array(z.enum(WAYBILL_FIELDS, { error: 'bdChooseOption' }), { error: 'templateFieldsRequired' })
    .min(1, 'templateFieldsRequired')
    .max(WAYBILL_FIELDS.length)
    .refine((list) => new Set(list).size === list.length, 'bdChooseOption'),
  footer_note: optionalText(100),
});
export type WaybillTemplate = z.infer<typeof waybillTemplate>;

export const SETTING_DOCUMENTS = {
  operation: operationSettings,
  print: printSettings,
  waybill_template: waybillTemplate,
} as const;
export type SettingDocumentKey = keyof typeof SETTING_DOCUMENTS;
export const SETTING_DOCUMENT_KEYS = Object.keys(SETTING_DOCUMENTS) as SettingDocumentKey[];

export const SETTING_DEFAULTS: { [K in SettingDocumentKey]: z.infer<(typeof SETTING_DOCUMENTS)[K]> } = {
  operation: {
    auto_receive: false,
    allow_consignor_cancel: true,
    allow_unaudited_consignor: false,
    default_service_type: 'DELIVERY_INSTALL',
    default_settle_type: 'PAY_NOW',
    sign_photo_min: 1,
    revisit_after_days: 1,
    assign_timeout_hours: 24,
    order_no_prefix: '',
  },
  print: {
    print_waybill: true,
    waybill_copies: 1,
    print_label: true,
    label_copies: 1,
    label_size: '100x150',
    print_delivery_note: false,
    delivery_note_copies: 1,
    print_sign_receipt: false,
    auto_print_on_receive: false,
    printer_name: '',
  },
  waybill_template: {
    title: '',
    show_logo: true,
    fields: [...WAYBILL_FIELDS.slice(0, 8), 'barcode'],
    footer_note: '',
  },
};
