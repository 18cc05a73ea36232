/**
 * Demo rate cards (issue 20) of the main servicer, all published from 60 days ago: a default CONSIGNOR_BASIC by
 * district and city with piece and volume tiers; a template (标准商家模板) with its card and a consignor bound to it
 * that also has its own card; a default FUEL ratio of 5 %; a default OVER_DISTANCE surcharge for Shanghai's outer
 * towns; a DELIVERY_BASIC card of the demo delivery provider. Rows are parsed with model.rowsSchema, so the demo
 * holds only rows the screens accept.
 */
import { rowsSchema, type CardKind, type PartyType } from '../../../src/domain/quote/model';
import type { Db } from '../db/client';
import { quoteCards, quoteCardVersions, quoteTemplateConsignors, quoteTemplates } from '../db/schema';
import type { Catalog } from './catalog';

const area = (province_code = '', city_code = '', district_code = '') => ({ zone: 'area', province_code, city_code, district_code });
const M3 = 1_000_000;

export async function seedQuote(db: Db, companyId: number, catalog: Catalog, user: { id: number; name: string }): Promise<void> {
  const from = new Date(Date.now() + 8 * 3_600_000 - 60 * 86_400_000).toISOString().slice(0, 10);
  const card = async (kind: CardKind, name: string, partyType: PartyType, party: { id: number; name: string } | null, rows: unknown[]) => {
    const parsed = rowsSchema(kind).parse(rows);
    const [c] = await db
      .insert(quoteCards)
      .values({ companyId, kind, name, partyType, partyId: party?.id ?? null, partyName: party?.name ?? '', createdBy: user.id, createdByName: user.name })
      .returning({ id: quoteCards.id });
    await db.insert(quoteCardVersions).values({
      companyId,
      cardId: c.id,
      versionNo: 1,
      effectiveFrom: from,
      state: 'PUBLISHED',
      rows: parsed,
      rowCount: parsed.length,
      createdBy: user.id,
      createdByName: user.name,
      publishedAt: new Date(),
    });
  };

  await card('CONSIGNOR_BASIC', '商家默认基础报价', 'CONSIGNOR', null, [
    // 上海市区: by the piece, cheaper from the fourth piece
    { shape: 'basic', zone: area('310000', '310100'), code: 'DELIVERY', basis: 'PIECE', tier_min: 0, tier_max: 4, mode: 'UNIT', unit_cents: 2000, min_cents: 3000 },
    { shape: 'basic', zone: area('310000', '310100'), code: 'DELIVERY', basis: 'PIECE', tier_min: 4, mode: 'UNIT', unit_cents: 1500 },
    // 黄浦区 costs more
    { shape: 'basic', zone: area('310000', '310100', '310101'), code: 'DELIVERY', basis: 'PIECE', mode: 'UNIT', unit_cents: 2500, min_cents: 3000 },
    // 南京、苏州: by volume, first m³ then every 0.5 m³; large loads per m³
    { shape: 'basic', zone: area('320000', '320100'), code: 'DELIVERY', basis: 'VOLUME', tier_min: 0, tier_max: 3 * M3, mode: 'FIRST_ADDITIONAL', first_units: M3, first_cents: 6000, step_units: M3 / 2, additional_cents: 2500 },
    { shape: 'basic', zone: area('320000', '320100'), code: 'DELIVERY', basis: 'VOLUME', tier_min: 3 * M3, mode: 'UNIT', unit_cents: 4000 },
    { shape: 'basic', zone: area('320000', '320500'), code: 'DELIVERY', basis: 'VOLUME', mode: 'UNIT', unit_cents: 4500, min_cents: 5000 },
    // installation per piece in Shanghai and Jiangsu, sofas more (Zhejiang, Guangdong and Beijing have no card: the overview's gaps)
    { shape: 'basic', zone: area('310000'), code: 'INSTALL', basis: 'PIECE', mode: 'UNIT', unit_cents: 3000 },
    { shape: 'basic', zone: area('320000'), code: 'INSTALL', basis: 'PIECE', mode: 'UNIT', unit_cents: 3000 },
    { shape: 'basic', zone: area('310000'), code: 'INSTALL', category: '家具/沙发', basis: 'PIECE', mode: 'UNIT', unit_cents: 5000 },
  ]);

  const [template] = await db.insert(quoteTemplates).values({ companyId, name: '标准商家模板', memo: '新签商家默认使用' }).returning();
  const bound = catalog.consignors.find((c) => c.name === '优居家具') ?? catalog.consignors[1];
  if (bound) await db.insert(quoteTemplateConsignors).values({ companyId, templateId: template.id, consignorId: bound.id });
  await card('CONSIGNOR_BASIC', '标准模板基础报价', 'TEMPLATE', { id: template.id, name: template.name }, [
    { shape: 'basic', zone: area('310000'), code: 'DELIVERY', basis: 'PIECE', mode: 'UNIT', unit_cents: 1800, min_cents: 3000 },
    { shape: 'basic', zone: area('310000'), code: 'INSTALL', basis: 'PIECE', mode: 'UNIT', unit_cents: 2800 },
  ]);
  if (bound) {
    await card('CONSIGNOR_BASIC', `${bound.name}专属报价`, 'CONSIGNOR', bound, [
      { shape: 'basic', zone: area('310000', '310100'), code: 'DELIVERY', basis: 'WEIGHT', mode: 'FIRST_ADDITIONAL', first_units: 20_000, first_cents: 3500, step_units: 10_000, additional_cents: 800 },
    ]);
  }

  await card('CONSIGNOR_RATIO', '燃油附加费', 'CONSIGNOR', null, [{ shape: 'ratio', zone: area(), code: 'FUEL', of: ['DELIVERY'], percent_bp: 500, min_cents: 0, max_cents: 5000 }]);

  await card('OVER_DISTANCE', '上海郊区超区费', 'CONSIGNOR', null, [
    { shape: 'extra', zone: area('310000', '310100'), code: 'OVER_DISTANCE', basis: 'DISTANCE', mode: 'UNIT', unit_cents: 300, condition: { keywords: ['朱家角', '金泽', '练塘'], over_m: 25_000 } },
    { shape: 'extra', zone: area('310000', '310100'), code: 'OVER_DISTANCE', basis: 'DISTANCE', mode: 'UNIT', unit_cents: 300, condition: { keywords: ['枫泾', '亭林', '金山卫'], over_m: 30_000 } },
  ]);

  const provider = catalog.deliveries.find((d) => d.name === '快装到家') ?? catalog.deliveries[0];
  if (provider) {
    await card('DELIVERY_BASIC', `${provider.name}配送结算价`, 'DELIVERY', provider, [
      { shape: 'basic', zone: area('310000'), code: 'DELIVERY', basis: 'PIECE', mode: 'UNIT', unit_cents: 1200, min_cents: 2000 },
      { shape: 'basic', zone: area(), code: 'INSTALL', basis: 'PIECE', mode: 'UNIT', unit_cents: 2000 },
    ]);
  }
}
