/** Rule-bearing basic data: time limits, blind areas and town keywords, sorting rules; contracts and transport lines. */
import { date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { resources, stations } from './master-data';
import { companyId, createdAt, emptyTextArray, id, updatedAt } from './tenants';

/** Stage hours by stage code (src/domain/time-limits.ts). */
type StageHoursJson = Partial<Record<string, number>>;

/** One global row per company (area_code '') plus overrides per province / city / district code. */
export const timeLimits = pgTable(
  'time_limits',
  {
    id: id(),
    companyId: companyId(),
    areaCode: text('area_code').notNull().default(''),
    /** global | province | city | district */
    areaLevel: text('area_level').notNull(),
    areaName: text('area_name').notNull().default(''),
    stageHours: jsonb('stage_hours').$type<StageHoursJson>().notNull().default({}),
    /** null: inherit from the less specific row */
    warningPercent: smallint('warning_percent'),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('time_limits_company_area_uq').on(t.companyId, t.areaCode)],
);

export const ticketTimeLimits = pgTable(
  'ticket_time_limits',
  {
    id: id(),
    companyId: companyId(),
    ticketType: text('ticket_type').notNull(),
    ticketTypeName: text('ticket_type_name').notNull().default(''),
    hours: integer('hours').notNull(),
    warningPercent: smallint('warning_percent'),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('ticket_time_limits_company_type_uq').on(t.companyId, t.ticketType)],
);

export const bannedAreas = pgTable(
  'banned_areas',
  {
    id: id(),
    companyId: companyId(),
    provinceCode: text('province_code').notNull(),
    province: text('province').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    city: text('city').notNull().default(''),
    districtCode: text('district_code').notNull().default(''),
    district: text('district').notNull().default(''),
    /** null: every consignor */
    consignorId: integer('consignor_id').references(() => resources.id),
    keywords: text('keywords').array().notNull().default(emptyTextArray),
    memo: text('memo').notNull().default(''),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('banned_areas_company_province_idx').on(t.companyId, t.provinceCode)],
);

export const townKeywords = pgTable(
  'town_keywords',
  {
    id: id(),
    companyId: companyId(),
    keyword: text('keyword').notNull(),
    provinceCode: text('province_code').notNull().default(''),
    province: text('province').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    city: text('city').notNull().default(''),
    districtCode: text('district_code').notNull().default(''),
    district: text('district').notNull().default(''),
    memo: text('memo').notNull().default(''),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('town_keywords_company_keyword_area_uq').on(t.companyId, t.keyword, t.provinceCode, t.cityCode, t.districtCode)],
);

/** Conditions and target by field name (src/domain/sorting-rules.ts), with the names of referenced records. */
type RuleJson = Record<string, string | number>;

export const sortingRules = pgTable(
  'sorting_rules',
  {
    id: id(),
    companyId: companyId(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(100),
    condition: jsonb('condition').$type<RuleJson>().notNull().default({}),
    target: jsonb('target').$type<RuleJson>().notNull().default({}),
    /** display names of the referenced records: field → name */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    memo: text('memo').notNull().default(''),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sorting_rules_company_kind_idx').on(t.companyId, t.kind, t.priority)],
);

export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    companyId: companyId(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id),
    contractType: text('contract_type').notNull(),
    contractNo: text('contract_no').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    settlementMethodCode: text('settlement_method_code').notNull(),
    settlementMethodName: text('settlement_method_name').notNull().default(''),
    attachmentFileids: text('attachment_fileids').array().notNull().default(emptyTextArray),
    /** DRAFT | ACTIVE | TERMINATED */
    status: text('status').notNull().default('ACTIVE'),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('contracts_company_no_uq').on(t.companyId, t.contractNo), index('contracts_company_resource_idx').on(t.companyId, t.resourceId)],
);

export const transportLines = pgTable(
  'transport_lines',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    startStationId: integer('start_station_id')
      .notNull()
      .references(() => stations.id),
    endStationId: integer('end_station_id')
      .notNull()
      .references(() => stations.id),
    status: smallint('status').notNull().default(1),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('transport_lines_company_name_uq').on(t.companyId, t.name)],
);

/** A leg (line segment) of a transport line, in order; price in integer cents. */
export const lineLegs = pgTable(
  'line_legs',
  {
    id: id(),
    companyId: companyId(),
    lineId: integer('line_id')
      .notNull()
      .references(() => transportLines.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    fromStationId: integer('from_station_id')
      .notNull()
      .references(() => stations.id),
    toStationId: integer('to_station_id')
      .notNull()
      .references(() => stations.id),
    carrierResourceId: integer('carrier_resource_id')
      .notNull()
      .references(() => resources.id),
    hours: integer('hours').notNull(),
    priceCents: integer('price_cents').notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('line_legs_line_idx').on(t.lineId, t.seq)],
);
