/**
 * Rate cards and their versions (issue 20, src/domain/quote/api.ts): the card list is a page of the shared data table
 * (CARDS_URL); a card's detail holds its versions with their rows; every write carries an Idempotency-Key and
 * refreshes the card and every list page.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CardDto, cardCreateBody, cardPatchBody, importBody, VersionDto, versionCreateBody } from '@/domain/quote/api';
import type { RateRow } from '@/domain/quote/model';
import { apiClient, apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';
import { keyHeader, SILENT } from './keys';

export const CARDS_URL = '/quote/cards';
export const cardListsKey = ['data-table', CARDS_URL] as const;
export const cardKey = (id: number) => ['quote', 'card', id] as const;

export const cardQuery = (id: number) => queryOptions({ queryKey: cardKey(id), queryFn: () => apiGet<CardDto>(`${CARDS_URL}/${id}`, undefined, SILENT), staleTime: 5_000 });

export function useCard(id: number) {
  return useQuery({ ...cardQuery(id), enabled: id > 0 });
}

/** after any write: the card again, and every card list page */
function useRefresh() {
  const queryClient = useQueryClient();
  return (cardId?: number) => {
    if (cardId) void queryClient.invalidateQueries({ queryKey: cardKey(cardId) });
    void queryClient.invalidateQueries({ queryKey: cardListsKey });
  };
}

type Keyed<T> = { body: T; key: string };

export function useCreateCard() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, key }: Keyed<z.input<typeof cardCreateBody>>) => apiPost<CardDto>(CARDS_URL, body, keyHeader(key)),
    onSuccess: () => refresh(),
  });
}

export function usePatchCard(cardId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, key }: Keyed<z.input<typeof cardPatchBody>>) => apiClient.patch<{ data: CardDto }>(`${CARDS_URL}/${cardId}`, body, keyHeader(key)).then((r) => r.data.data),
    onSuccess: () => refresh(cardId),
  });
}

export function useCreateVersion(cardId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, key }: Keyed<z.input<typeof versionCreateBody>>) => apiPost<VersionDto>(`${CARDS_URL}/${cardId}/versions`, body, keyHeader(key)),
    onSuccess: () => refresh(cardId),
  });
}

export interface VersionSave {
  effective_from: string;
  effective_to: string | null;
  rows: RateRow[];
}

export function useSaveVersion(cardId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body, key }: Keyed<VersionSave> & { id: number }) => apiPut<VersionDto>(`/quote/versions/${id}`, body, keyHeader(key)),
    onSuccess: () => refresh(cardId),
  });
}

export function usePublishVersion(cardId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) => apiPost<VersionDto>(`/quote/versions/${id}/publish`, {}, keyHeader(key)),
    onSuccess: () => refresh(cardId),
  });
}

export function useDeleteVersion(cardId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) => apiDelete<unknown>(`/quote/versions/${id}`, undefined, keyHeader(key)),
    onSuccess: () => refresh(cardId),
  });
}

export interface ImportAnswer {
  version?: VersionDto;
  imported?: number;
}

export function useImportVersion(cardId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body, key }: Keyed<z.input<typeof importBody>> & { id: number }) => apiPost<ImportAnswer>(`/quote/versions/${id}/import`, body, keyHeader(key)),
    onSuccess: () => refresh(cardId),
  });
}
