/** Demo rule data for a servicer: time limits (global, Shanghai overrides, tickets), a blind area, a line, sorting rules. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bannedAreas, lineLegs, resources, sortingRules, stations, ticketTimeLimits, timeLimits, townKeywords, transportLines } from '../db/schema';
import type { Catalog } from './catalog';

export async function seedRules(db: Db, companyId: number, catalog: Catalog): Promise<void> {
  await db.insert(timeLimits).values([
    { companyId, areaCode: '', areaLevel: 'global', stageHours: { RECEIVE: 24, WAREHOUSE_IN: 12, WAREHOUSE_OUT: 24, TRANSIT: 48, ASSIGN: 12, APPOINT: 24, SIGN: 72 }, warningPercent: 80 },
    { companyId, areaCode: '310000', areaLevel: 'province', areaName: '上海市', stageHours: { SIGN: 48 }, warningPercent: null, memo: '同城加急' },
    { companyId, areaCode: '310115', areaLevel: 'district', areaName: '上海市/市辖区/浦东新区', stageHours: { APPOINT: 12, SIGN: 36 }, warningPercent: 75 },
  ]);
  await db.insert(ticketTimeLimits).values([
    { companyId, ticketType: 'CLAIM', ticketTypeName: '理赔', hours: 72, warningPercent: null },
    { companyId, ticketType: 'URGE', ticketTypeName: '催单', hours: 4, warningPercent: 50 },
  ]);
  const consignor = catalog.consignors[0];
  await db.insert(bannedAreas).values([
    { companyId, provinceCode: '310000', province: '上海市', cityCode: '310100', city: '市辖区', districtCode: '310151', district: '崇明区', memo: '海岛暂不配送' },
    ...(consignor
      ? [{ companyId, provinceCode: '330000', province: '浙江省', cityCode: '330200', city: '宁波市', consignorId: consignor.id, keywords: ['象山', '石浦'], memo: '大件不进山区' }]
      : []),
  ]);
  await db.insert(townKeywords).values([{ companyId, keyword: '无人岛', memo: '示例关键字' }]);

  const stationRows = await db.select({ id: stations.id, name: stations.name }).from(stations).where(eq(stations.companyId, companyId)).orderBy(asc(stations.id));
  const carrier = (
    await db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.companyId, companyId), eq(resources.objectType, 'transporter'), eq(resources.objectSubType, 'T_ZX')))
      .orderBy(asc(resources.id))
      .limit(1)
  )[0];
  if (stationRows.length >= 2 && carrier) {
    const [a, b] = stationRows;
    const [line] = await db
      .insert(transportLines)
      .values({ companyId, name: `${a.name}-${b.name}`, startStationId: a.id, endStationId: b.id })
      .returning({ id: transportLines.id });
    await db.insert(lineLegs).values({ companyId, lineId: line.id, seq: 1, fromStationId: a.id, toStationId: b.id, carrierResourceId: carrier.id, hours: 6, priceCents: 35000 });
    await db.insert(sortingRules).values({
      companyId,
      kind: 'station',
      name: '浦东订单进浦东站',
      priority: 10,
      condition: { province_code: '310000', city_code: '310100', district_code: '310115' },
      target: { target_station_id: b.id },
      names: { province_code: '上海市', city_code: '市辖区', district_code: '浦东新区', target_station_id: b.name },
    });
  }
  const delivery = catalog.deliveries[0];
  if (delivery) {
    await db.insert(sortingRules).values({
      companyId,
      kind: 'delivery',
      name: '上海配送默认',
      priority: 100,
      condition: { province_code: '310000' },
      target: { delivery_resource_id: delivery.id },
      names: { province_code: '上海市', delivery_resource_id: delivery.name },
    });
  }
}
