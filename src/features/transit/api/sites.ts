/** GET /transit/sites: the company's warehouses and stations as sites, kept in the lookup cache (the pickers open offline). */
import { z } from 'zod';
import { siteRef, type SiteRef } from '@/domain/transit/api';
import { apiGet } from '@/lib/api-client';
import { useLookup } from '@/lib/lookup-cache';
import { parseAnswer, SILENT } from './parse';

const sitesAnswer = z.union([z.array(siteRef), z.object({ list: z.array(siteRef) }).transform((d) => d.list)]);

export const SITES_KEY = ['transit', 'sites'] as const;

export const fetchSites = async (): Promise<SiteRef[]> => parseAnswer(sitesAnswer, await apiGet<unknown>('/transit/sites', undefined, SILENT), 'GET /transit/sites');

export function useSites() {
  return useLookup(SITES_KEY, fetchSites, { staleTime: 60_000 });
}
