/**
 * Quotes (issue 20, src/domain/quote/README.md): rate cards of a company, their versions (rows as jsonb RateRow[],
 * never edited once published) and the consignor quote templates with the consignors bound to them.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RateRow } from '../../../../src/domain/quote/model';
import { resources } from './master-data';
import { companyId, createdAt, id, updatedAt } from './tenants';

export const quoteCards = pgTable(
  'quote_cards',
  {
    id: id(),
    companyId: companyId(),
    /** model.ts CARD_KINDS */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** model.ts PARTY_TYPES */
    partyType: text('party_type').notNull(),
    /** null: the company default of the kind */
    partyId: integer('party_id'),
    partyName: text('party_name').notNull().default(''),
    /** model.ts CURRENCIES: CNY only, the one currency the engine prices */
    currency: text('currency').notNull().default('CNY'),
    /** 1 active, 0 disabled */
    status: smallint('status').notNull().default(1),
    /** when the card was last enabled or disabled (null: never): a re-pricing prices again the orders priced before it */
    ratesChangedAt: timestamp('rates_changed_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quote_cards_company_kind_idx').on(t.companyId, t.kind, t.id),
    // one default card per kind, one own card per party and kind
    uniqueIndex('quote_cards_default_uq').on(t.companyId, t.kind).where(sql`${t.partyId} is null`),
    uniqueIndex('quote_cards_party_uq').on(t.companyId, t.kind, t.partyType, t.partyId).where(sql`${t.partyId} is not null`),
    check('quote_cards_currency', sql`${t.currency} = 'CNY'`),
  ],
);

export const quoteCardVersions = pgTable(
  'quote_card_versions',
  {
    id: id(),
    companyId: companyId(),
    cardId: integer('card_id')
      .notNull()
      .references(() => quoteCards.id),
    versionNo: integer('version_no').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    /** DRAFT | PUBLISHED */
    state: text('state').notNull().default('DRAFT'),
    rows: jsonb('rows').$type<RateRow[]>().notNull().default([]),
    rowCount: integer('row_count').notNull().default(0),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quote_card_versions_card_no_uq').on(t.cardId, t.versionNo),
    index('quote_card_versions_company_idx').on(t.companyId, t.state, t.effectiveTo),
  ],
);

export const quoteTemplates = pgTable(
  'quote_templates',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('quote_templates_company_name_uq').on(t.companyId, t.name)],
);

export const quoteTemplateConsignors = pgTable(
  'quote_template_consignors',
  {
    id: id(),
    companyId: companyId(),
    templateId: integer('template_id')
      .notNull()
      .references(() => quoteTemplates.id),
    consignorId: integer('consignor_id')
      .notNull()
      .references(() => resources.id),
  },
  (t) => [
    // a consignor is in at most one template of the company
    uniqueIndex('quote_template_consignors_uq').on(t.companyId, t.consignorId),
    index('quote_template_consignors_template_idx').on(t.templateId),
  ],
);
