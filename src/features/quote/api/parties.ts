/** GET /quote/parties: the picker of a card's party (consignors, templates, delivery providers, carriers, stations, factories). */
import { useQuery } from '@tanstack/react-query';
import type { PartyType } from '@/domain/quote/model';
import { apiGet } from '@/lib/api-client';
import { SILENT } from './keys';

export interface PartyOption {
  id: number;
  name: string;
}

/** the answer is a list, or a page of one */
const listOf = (d: unknown): PartyOption[] => (Array.isArray(d) ? d : ((d as { list?: PartyOption[] } | null)?.list ?? [])) as PartyOption[];

export function useParties(partyType: PartyType | '', keyword = '') {
  return useQuery({
    queryKey: ['quote', 'parties', partyType, keyword],
    queryFn: () => apiGet<unknown>('/quote/parties', { party_type: partyType, keyword }, SILENT).then(listOf),
    enabled: partyType !== '',
    staleTime: 60_000,
  });
}
