/** A servicer company's master data: resources (consignors, stores, carriers, drivers…), warehouses, stations, products. */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { addressColumns, companyId, createdAt, emptyTextArray, id, updatedAt } from './tenants';

export interface CodeName {
  code: string;
  name: string;
}

export const resources = pgTable(
  'resources',
  {
    id: id(),
    companyId: companyId(),
    /** consignor | store | supplier | transporter | delivery | factory */
    objectType: text('object_type').notNull(),
    /** T_ZX carrier, T_PZ delivery-install, T_SJ driver */
    objectSubType: text('object_sub_type'),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    memo: text('memo').notNull().default(''),
    settleTypeCode: text('settle_type_code').notNull().default(''),
    settleTypeName: text('settle_type_name').notNull().default(''),
    /** 1 = may not create orders */
    isForbidCreateOrder: smallint('is_forbid_create_order').notNull().default(0),
    serviceType: jsonb('service_type').$type<CodeName[]>().notNull().default([]),
    /** drivers: bound to the servicer (spec §3 Driver is_related, default true) */
    isRelated: boolean('is_related').notNull().default(false),
    /** drivers: district codes served */
    districts: text('districts').array().notNull().default(emptyTextArray),
    chargeMode: text('charge_mode').notNull().default(''),
    isSendSms: text('is_send_sms').notNull().default('0'),
    deductionNode: text('deduction_node').notNull().default(''),
    /** a store's consignor */
    parentId: integer('parent_id').references((): AnyPgColumn => resources.id),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('resources_company_type_name_uq').on(
      t.companyId,
      t.objectType,
      sql`coalesce(${t.objectSubType}, '')`,
      t.name,
    ),
    index('resources_company_type_idx').on(t.companyId, t.objectType),
    // spec §5: one carrier / provider / driver per mobile number and sub-type (concurrent adds included)
    uniqueIndex('resources_company_sub_type_phone_uq')
      .on(t.companyId, t.objectSubType, t.phone)
      .where(sql`${t.phone} <> '' and ${t.objectSubType} in ('T_ZX', 'T_PZ', 'T_SJ')`),
    // picker search: bigram + unigram tokens of lower(name), function in migration 0002 (see repositories/resources.ts)
    index('resources_name_tokens_gin').using('gin', sql`resource_name_tokens(${t.name})`),
  ],
);

export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    companyId: companyId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    ...addressColumns(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('warehouses_company_name_uq').on(t.companyId, t.name),
    uniqueIndex('warehouses_company_code_uq').on(t.companyId, t.code),
  ],
);

export const stations = pgTable(
  'stations',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    /** station_type_alias_code */
    type: text('type').notNull().default(''),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    ...addressColumns(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stations_company_name_uq').on(t.companyId, t.name)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    id: id(),
    companyId: companyId(),
    /** 0 for level-1 categories */
    parentId: integer('parent_id').notNull().default(0),
    code: text('code').notNull(),
    name: text('name').notNull(),
    level: smallint('level').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_categories_company_code_uq').on(t.companyId, t.code),
    uniqueIndex('product_categories_parent_name_uq').on(t.companyId, t.parentId, t.name),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: companyId(),
    categoryId: integer('category_id').references(() => productCategories.id),
    code: text('code').notNull(),
    pno: text('pno').notNull().default(''),
    pnoName: text('pno_name').notNull().default(''),
    name: text('name').notNull(),
    package: integer('package').notNull().default(1),
    /** per unit (transit capacity: a carton is its unit's share, src/domain/transit/loads.ts cartonMeasure) */
    weightG: integer('weight_g').notNull().default(0),
    volumeCm3: integer('volume_cm3').notNull().default(0),
    /**
     * when weight_g or volume_cm3 last changed (set by a trigger, migration 0050): a quote re-pricing reaches the orders
     * of this product priced before it (server/src/repositories/quote/reprice-reach.ts)
     */
    measuresChangedAt: timestamp('measures_changed_at', { withTimezone: true }),
    lv1CategoryCode: text('lv1_category_code').notNull().default(''),
    lv1CategoryName: text('lv1_category_name').notNull().default(''),
    lv2CategoryCode: text('lv2_category_code').notNull().default(''),
    lv2CategoryName: text('lv2_category_name').notNull().default(''),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('products_company_code_uq').on(t.companyId, t.code)],
);

/** A storage location (库位) inside a warehouse. */
export const storageLocations = pgTable(
  'storage_locations',
  {
    id: id(),
    companyId: companyId(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('storage_locations_wh_code_uq').on(t.warehouseId, t.code),
    uniqueIndex('storage_locations_wh_name_uq').on(t.warehouseId, t.name),
  ],
);

