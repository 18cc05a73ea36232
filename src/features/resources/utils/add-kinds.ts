/**
 * The inline-add dialogs of spec §5 as data: which schema validates, which check says the name exists, whether
 * the phone must not be bound, where the record is posted, and which settlement types the dialog offers.
 */
import type { z } from 'zod';
import {
  consignorAddBody,
  consignorAddForm,
  deliveryAddBody,
  KIND_MESSAGES,
  providerAddBody,
  SETTLE_CATEGORY,
  storeAddForm,
  THIRD_PARTY_LOGISTICS,
  transporterAddBody,
  type ConfigCategory,
  type ResourceKind,
} from '@/domain/resources';
import type { ServerMessageKey } from '@/domain/server-messages';
import { addConsignor } from '../api/consignor-add';
import { addDelivery } from '../api/delivery-add';
import { deliveryPhoneBound } from '../api/delivery-verify';
import { nameExists } from '../api/name-exists';
import { addProvider } from '../api/provider-add';
import { addStore } from '../api/store-add';
import { addSupplier } from '../api/supplier-add';
import { addTransporter } from '../api/transporter-add';
import { transporterNameExists } from '../api/transporter-is-name-exist';

export type AddKind = Exclude<ResourceKind, 'driver' | 'factory'>;

export interface AddKindConfig {
  /** i18n key of the dialog title under resources.dialogs */
  title: string;
  /** validates the form values (messages are catalog keys) */
  schema: z.ZodType;
  phoneRequired: boolean;
  /** the settlement-type config category the select offers; null = no select */
  settleCategory: ConfigCategory | null;
  settleRequired: boolean;
  nameExists(name: string): Promise<boolean>;
  nameExistsMessage: ServerMessageKey;
  /** spec §5: a new service provider's phone must not be bound (sub_type T_PZ) */
  phoneBound?(phone: string): Promise<boolean>;
  phoneBoundMessage?: ServerMessageKey;
  /** posts the parsed body; answers the new record's id */
  add(body: Record<string, unknown>): Promise<number>;
}

const withoutEmptySettle = (body: Record<string, unknown>) => {
  // spec §5: for a consignor the settlement type is dropped from the payload when empty
  if (!body.settle_type_code) {
    const { settle_type_code: _c, settle_type_name: _n, ...rest } = body;
    void _c;
    void _n;
    return rest;
  }
  return body;
};

export const ADD_KINDS: Record<AddKind, AddKindConfig> = {
  carrier: {
    title: 'carrier',
    // the dialog's form has no sub-type field: add() sets T_ZX
    schema: transporterAddBody('carrier').omit({ object_sub_type: true }),
    phoneRequired: true,
    settleCategory: SETTLE_CATEGORY.transporter,
    settleRequired: false,
    nameExists: (name) => transporterNameExists(name, 'T_ZX'),
    nameExistsMessage: KIND_MESSAGES.carrier.nameExists,
    add: async (body) => (await addTransporter({ ...body, object_sub_type: 'T_ZX' })).resource_id,
  },
  thirdPartyLogistics: {
    title: 'thirdPartyLogistics',
    schema: consignorAddBody('thirdPartyLogistics'),
    phoneRequired: true,
    settleCategory: SETTLE_CATEGORY.consignor,
    settleRequired: false,
    nameExists: (name) => nameExists('consignor', name, { object_sub_type: THIRD_PARTY_LOGISTICS }),
    nameExistsMessage: KIND_MESSAGES.thirdPartyLogistics.nameExists,
    add: async (body) => (await addConsignor({ ...withoutEmptySettle(body), object_sub_type: THIRD_PARTY_LOGISTICS })).resource_id,
  },
  consignor: {
    title: 'consignor',
    schema: consignorAddForm,
    phoneRequired: false,
    settleCategory: SETTLE_CATEGORY.consignor,
    settleRequired: true,
    nameExists: (name) => nameExists('consignor', name),
    nameExistsMessage: KIND_MESSAGES.consignor.nameExists,
    add: async (body) => (await addConsignor(withoutEmptySettle(body))).res_consignor_id,
  },
  supplier: {
    title: 'supplier',
    schema: consignorAddForm,
    phoneRequired: false,
    settleCategory: SETTLE_CATEGORY.supplier,
    settleRequired: true,
    nameExists: (name) => nameExists('supplier', name),
    nameExistsMessage: KIND_MESSAGES.supplier.nameExists,
    add: async (body) => (await addSupplier(withoutEmptySettle(body))).res_consignor_id,
  },
  store: {
    title: 'store',
    schema: storeAddForm,
    phoneRequired: false,
    settleCategory: SETTLE_CATEGORY.store,
    settleRequired: true,
    nameExists: (name) => nameExists('store', name),
    nameExistsMessage: KIND_MESSAGES.store.nameExists,
    add: async (body) => (await addStore(body)).res_store_id,
  },
  serviceProvider: {
    title: 'serviceProvider',
    schema: deliveryAddBody,
    phoneRequired: true,
    settleCategory: SETTLE_CATEGORY.delivery,
    settleRequired: false,
    nameExists: (name) => nameExists('delivery', name),
    nameExistsMessage: KIND_MESSAGES.serviceProvider.nameExists,
    phoneBound: (phone) => deliveryPhoneBound(phone, 'T_PZ'),
    phoneBoundMessage: 'providerPhoneBound',
    add: async (body) => (await addDelivery(body)).resource_id,
  },
  fittingWorker: {
    title: 'fittingWorker',
    schema: providerAddBody('fittingWorker'),
    phoneRequired: true,
    settleCategory: SETTLE_CATEGORY.delivery,
    settleRequired: false,
    nameExists: (name) => nameExists('delivery', name),
    nameExistsMessage: KIND_MESSAGES.fittingWorker.nameExists,
    add: async (body) => (await addProvider({ ...body, role: 'FITTING_WORKER' })).resource_id,
  },
  deliveryInstall: {
    title: 'deliveryInstall',
    schema: providerAddBody('deliveryInstall'),
    phoneRequired: true,
    settleCategory: SETTLE_CATEGORY.delivery,
    settleRequired: false,
    nameExists: (name) => nameExists('delivery', name),
    nameExistsMessage: KIND_MESSAGES.deliveryInstall.nameExists,
    add: async (body) => (await addProvider({ ...body, role: 'DELIVERY_INSTALL' })).resource_id,
  },
};
