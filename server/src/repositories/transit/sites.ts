/** Transit's sites (issue 18): the company's warehouses and stations, their names, and a site key checked as the company's. */
import { and, eq, inArray } from 'drizzle-orm';
import { parseSiteKey, siteKey, type Site } from '../../../../src/domain/transit/routing';
import type { SiteRef } from '../../../../src/domain/transit/api';
import type { Db } from '../../db/client';
import { stations, warehouses } from '../../db/schema';
import { refused } from './context';

type Reader = Pick<Db, 'select'>;

export async function listSites(db: Reader, companyId: number): Promise<SiteRef[]> {
  const [whs, sts] = await Promise.all([
    db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(and(eq(warehouses.companyId, companyId), eq(warehouses.status, 1))).orderBy(warehouses.id),
    db.select({ id: stations.id, name: stations.name }).from(stations).where(and(eq(stations.companyId, companyId), eq(stations.status, 1))).orderBy(stations.id),
  ]);
  return [...whs.map((w) => ref({ type: 'warehouse', id: w.id }, w.name)), ...sts.map((s) => ref({ type: 'station', id: s.id }, s.name))];
}

export const ref = (site: Site, name: string): SiteRef => ({ type: site.type, id: site.id, key: siteKey(site), name });

/** The names of these sites of the company by key (two queries at most); a site not found is named ''. */
export async function siteNames(db: Reader, companyId: number, sites: readonly Site[]): Promise<Map<string, string>> {
  const whIds = [...new Set(sites.filter((s) => s.type === 'warehouse').map((s) => s.id))];
  const stIds = [...new Set(sites.filter((s) => s.type === 'station').map((s) => s.id))];
  const [whs, sts] = await Promise.all([
    whIds.length ? db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(and(eq(warehouses.companyId, companyId), inArray(warehouses.id, whIds))) : [],
    stIds.length ? db.select({ id: stations.id, name: stations.name }).from(stations).where(and(eq(stations.companyId, companyId), inArray(stations.id, stIds))) : [],
  ]);
  return new Map([...whs.map((w) => [`warehouse:${w.id}`, w.name] as const), ...sts.map((s) => [`station:${s.id}`, s.name] as const)]);
}

/** A site key of the body, checked as the company's (another company's or a missing one: 400 naming the field). */
export async function checkSite(db: Reader, companyId: number, key: string, field: string): Promise<Site> {
  const site = parseSiteKey(key);
  if (!site) throw refused('tsSiteRequired', {}, field);
  const names = await siteNames(db, companyId, [site]);
  if (!names.has(siteKey(site))) throw refused('tsSiteInvalid', {}, field);
  return site;
}
