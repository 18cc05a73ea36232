/** Orders (waybills); issue 5 grows the lifecycle around them. */
import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { resources, warehouses } from './master-data';
import { companyId, createdAt, emptyTextArray, id, updatedAt } from './tenants';

export interface OrderProductLine {
  product_id: number;
  code: string;
  name: string;
  quantity: number;
  package: number;
  category_path: string;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** the servicer company that handles the order */
    companyId: companyId(),
    orderNo: text('order_no').notNull(),
    appCode: text('app_code').notNull(),
    /** src/domain/order-status.ts */
    status: text('status').notNull(),
    consignorResourceId: integer('consignor_resource_id').references(() => resources.id),
    storeResourceId: integer('store_resource_id').references(() => resources.id),
    deliveryResourceId: integer('delivery_resource_id').references(() => resources.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    consignorUserId: integer('consignor_user_id').references(() => users.id),
    servicerUserId: integer('servicer_user_id').references(() => users.id),
    deliveryUserId: integer('delivery_user_id').references(() => users.id),
    endContact: text('end_contact').notNull().default(''),
    endTel: text('end_tel').notNull().default(''),
    endProvince: text('end_province').notNull().default(''),
    endProvinceCode: text('end_province_code').notNull().default(''),
    endCity: text('end_city').notNull().default(''),
    endCityCode: text('end_city_code').notNull().default(''),
    endDistrict: text('end_district').notNull().default(''),
    endDistrictCode: text('end_district_code').notNull().default(''),
    endAddress: text('end_address').notNull().default(''),
    products: jsonb('products').$type<OrderProductLine[]>().notNull().default([]),
    package: integer('package').notNull().default(0),
    servicesPkgCode: text('services_pkg_code').notNull().default(''),
    servicesPkgName: text('services_pkg_name').notNull().default(''),
    tags: text('tags').array().notNull().default(emptyTextArray),
    /** A_NORMAL | B_WARNING | C_DANGER */
    limitationStatusCode: text('limitation_status_code').notNull().default('A_NORMAL'),
    /** 0 none, 1 partly, 2 settled */
    incomeSettleStatus: smallint('income_settle_status').notNull().default(0),
    isNotOutStorage: boolean('is_not_out_storage').notNull().default(true),
    memo: text('memo').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    index('orders_company_status_idx').on(t.companyId, t.status),
    index('orders_company_end_tel_idx').on(t.companyId, t.endTel),
    index('orders_company_created_idx').on(t.companyId, t.createdAt),
  ],
);
