/**
 * The edit form of a resource as data: which fields a kind has (from the add dialogs' rules, spec §5), the body
 * the form posts, and its validation with the shared src/domain schema the server applies too.
 */
import { resourceEditForm } from '@/domain/resource-edit';
import { DRIVER_NAME_MAX, KIND_MESSAGES, NAME_MAX, SETTLE_CATEGORY, type ConfigCategory, type ResourceKind } from '@/domain/resources';
import { issuesByField } from './form-resolver';

export interface ResourceFormValues {
  name: string;
  phone: string;
  settle_type_code: string;
  memo: string;
  service_type_codes: string[];
  is_related: boolean;
  /** stores: the consignor's id ('' none) */
  consignor_id: string;
}

export const EMPTY_RESOURCE_FORM: ResourceFormValues = {
  name: '',
  phone: '',
  settle_type_code: '',
  memo: '',
  service_type_codes: [],
  is_related: true,
  consignor_id: '',
};

export interface KindFields {
  nameMax: number;
  phoneRequired: boolean;
  settleCategory: ConfigCategory;
  settleRequired: boolean;
  /** DRIVER_SERVICE_TYPE checkboxes: required for drivers, optional for T_PZ providers */
  serviceTypes: 'required' | 'optional' | null;
  isRelated: boolean;
  consignor: boolean;
}

const PROVIDERS: ResourceKind[] = ['serviceProvider', 'fittingWorker', 'deliveryInstall'];

const SETTLE_OF_KIND: Record<ResourceKind, ConfigCategory> = {
  carrier: SETTLE_CATEGORY.transporter,
  driver: SETTLE_CATEGORY.transporter,
  thirdPartyLogistics: SETTLE_CATEGORY.consignor,
  consignor: SETTLE_CATEGORY.consignor,
  supplier: SETTLE_CATEGORY.supplier,
  store: SETTLE_CATEGORY.store,
  factory: SETTLE_CATEGORY.factory,
  serviceProvider: SETTLE_CATEGORY.delivery,
  fittingWorker: SETTLE_CATEGORY.delivery,
  deliveryInstall: SETTLE_CATEGORY.delivery,
};

export function kindFields(kind: ResourceKind): KindFields {
  return {
    nameMax: kind === 'driver' ? DRIVER_NAME_MAX : NAME_MAX,
    phoneRequired: KIND_MESSAGES[kind].phoneRequired !== null,
    settleCategory: SETTLE_OF_KIND[kind],
    settleRequired: kind === 'consignor' || kind === 'supplier' || kind === 'store',
    serviceTypes: kind === 'driver' ? 'required' : PROVIDERS.includes(kind) ? 'optional' : null,
    isRelated: kind === 'driver',
    consignor: kind === 'store',
  };
}

/** What the form sends for a kind: only the fields the kind has. */
export function resourceBody(kind: ResourceKind, v: ResourceFormValues): Record<string, unknown> {
  const f = kindFields(kind);
  const body: Record<string, unknown> = { name: v.name, phone: v.phone, memo: v.memo, settle_type_code: v.settle_type_code };
  if (f.serviceTypes) body.service_type_codes = v.service_type_codes;
  if (f.isRelated) body.is_related = v.is_related;
  if (f.consignor && v.consignor_id) body.consignor_id = Number(v.consignor_id);
  return body;
}

/** Field → message key of the first issue, as the server would answer (empty when valid). */
export function validateResource(kind: ResourceKind, v: ResourceFormValues): Record<string, string> {
  return issuesByField(resourceEditForm(kind), resourceBody(kind, v));
}

/** The form values of a stored record. */
export function formValuesOf(row: {
  name: string;
  phone: string;
  settle_type_code: string;
  memo: string;
  service_type_codes?: string[];
  is_related?: boolean;
  parent_id?: number | null;
}): ResourceFormValues {
  return {
    name: row.name,
    phone: row.phone,
    settle_type_code: row.settle_type_code,
    memo: row.memo,
    service_type_codes: row.service_type_codes ?? [],
    is_related: row.is_related ?? true,
    consignor_id: row.parent_id ? String(row.parent_id) : '',
  };
}
