/**
 * What the quote route tests share (issue 20): a published card written straight into the tables (version 1 from
 * 2020-01-01, in force for every order) and an order to Shanghai's Huangpu district as the order API takes it.
 */
import type { RateRow } from '../../../../../src/domain/quote/model';
import { quoteCards, quoteCardVersions } from '../../../db/schema';
import type { TestApp } from '../../../test-helpers';

/** A default card (no party) of `kind` with one published version of `rows`; its id. */
export async function insertPublishedCard(t: TestApp, companyId: number, kind: string, partyType: string, rows: RateRow[], publishedAt = new Date()): Promise<number> {
  const db = t.database.db;
  const [card] = await db.insert(quoteCards).values({ companyId, kind, name: `${kind} 默认`, partyType, partyId: null }).returning({ id: quoteCards.id });
  await db.insert(quoteCardVersions).values({ companyId, cardId: card.id, versionNo: 1, effectiveFrom: '2020-01-01', state: 'PUBLISHED', rows, rowCount: rows.length, publishedAt });
  return card.id;
}

/** A waybill of the consignor to 南京东路100号, Huangpu, Shanghai: `quantity` of the product, delivery and installation. */
export const shanghaiOrder = (consignorId: number, productId: number, quantity = 2) => ({
  variant: 'waybill',
  consignor_resource_id: consignorId,
  end_contact: '陈小姐',
  end_tel: '13912345678',
  end_province_code: '310000',
  end_city_code: '310100',
  end_district_code: '310101',
  end_address: '南京东路100号',
  products: [{ product_id: productId, quantity }],
  services_pkg_code: 'DELIVERY_INSTALL',
});
