/**
 * The settings documents of Basic data: operation settings (/saas/basic/operation/index), print and document
 * config (/saas/basic/print/index) and the waybill template (/saas/basic/waybillTemplate/index).
 */
import { EntitySettingsScreen } from '@/components/ui/entity-screen/settings-screen';
import type { EntityField, EntityOption } from '@/components/ui/entity-screen/types';
import { LABEL_SIZES, SERVICE_TYPES, SETTLE_TYPES, operationSettings, printSettings, waybillTemplate, type SettingDocumentKey } from '@/domain/basic-data/settings';
import { saveSettings, settingsQuery } from '../api/settings';
import { WaybillFieldsInput } from './waybill-fields-input';

const options = (values: readonly string[], prefix: string): EntityOption[] => values.map((value) => ({ value, labelKey: `${prefix}.${value}` }));

const o = (key: string) => `basicData.operation.${key}`;
const OPERATION_FIELDS: EntityField[] = [
  { key: 'auto_receive', labelKey: o('autoReceive'), kind: 'switch', helpKey: o('autoReceiveHelp') },
  { key: 'allow_consignor_cancel', labelKey: o('allowConsignorCancel'), kind: 'switch' },
  { key: 'allow_unaudited_consignor', labelKey: o('allowUnaudited'), kind: 'switch' },
  { key: 'default_service_type', labelKey: o('defaultServiceType'), kind: 'select', required: true, options: options(SERVICE_TYPES, o('serviceTypes')) },
  { key: 'default_settle_type', labelKey: o('defaultSettleType'), kind: 'select', required: true, options: options(SETTLE_TYPES, o('settleTypes')) },
  { key: 'sign_photo_min', labelKey: o('signPhotoMin'), kind: 'number', required: true, min: 0, max: 9, helpKey: o('signPhotoMinHelp') },
  { key: 'revisit_after_days', labelKey: o('revisitAfterDays'), kind: 'number', required: true, min: 0, max: 30 },
  { key: 'assign_timeout_hours', labelKey: o('assignTimeoutHours'), kind: 'number', required: true, min: 1, max: 720 },
  { key: 'order_no_prefix', labelKey: o('orderNoPrefix'), kind: 'text', max: 6, helpKey: o('orderNoPrefixHelp') },
];

const p = (key: string) => `basicData.print.${key}`;
const PRINT_FIELDS: EntityField[] = [
  { key: 'print_waybill', labelKey: p('printWaybill'), kind: 'switch' },
  { key: 'waybill_copies', labelKey: p('waybillCopies'), kind: 'number', required: true, min: 1, max: 10 },
  { key: 'print_label', labelKey: p('printLabel'), kind: 'switch' },
  { key: 'label_copies', labelKey: p('labelCopies'), kind: 'number', required: true, min: 1, max: 10 },
  { key: 'label_size', labelKey: p('labelSize'), kind: 'select', required: true, options: LABEL_SIZES.map((v) => ({ value: v, label: `${v.replace('x', ' × ')} mm` })) },
  { key: 'print_delivery_note', labelKey: p('printDeliveryNote'), kind: 'switch' },
  { key: 'delivery_note_copies', labelKey: p('deliveryNoteCopies'), kind: 'number', required: true, min: 1, max: 10 },
  { key: 'print_sign_receipt', labelKey: p('printSignReceipt'), kind: 'switch' },
  { key: 'auto_print_on_receive', labelKey: p('autoPrint'), kind: 'switch', helpKey: p('autoPrintHelp') },
  { key: 'printer_name', labelKey: p('printerName'), kind: 'text', max: 50, helpKey: p('printerNameHelp') },
];

const w = (key: string) => `basicData.waybillTemplate.${key}`;
const TEMPLATE_FIELDS: EntityField[] = [
  { key: 'title', labelKey: w('titleField'), kind: 'text', max: 30 },
  { key: 'show_logo', labelKey: w('showLogo'), kind: 'switch' },
  { key: 'fields', labelKey: w('fields'), kind: 'custom', required: true, render: (props) => <WaybillFieldsInput {...props} /> },
  { key: 'footer_note', labelKey: w('footerNote'), kind: 'textarea', max: 100 },
];

const save = (key: SettingDocumentKey) => (values: object) => saveSettings(key, values);

export function OperationSettingsScreen() {
  return <EntitySettingsScreen testId="operation-settings" titleKey={o('title')} fields={OPERATION_FIELDS} schema={operationSettings} query={settingsQuery('operation')} save={save('operation')} />;
}

export function PrintSettingsScreen() {
  return <EntitySettingsScreen testId="print-settings" titleKey={p('title')} fields={PRINT_FIELDS} schema={printSettings} query={settingsQuery('print')} save={save('print')} />;
}

export function WaybillTemplateScreen() {
  return (
    <EntitySettingsScreen
      testId="waybill-template"
      titleKey={w('title')}
      fields={TEMPLATE_FIELDS}
      schema={waybillTemplate}
      query={settingsQuery('waybill_template')}
      save={save('waybill_template')}
    />
  );
}
