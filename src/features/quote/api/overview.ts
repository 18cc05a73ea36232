/** 报价总览 (GET /quote/overview) and re-pricing (POST /quote/reprice/preview → apply, the preview applied once). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OverviewDto, RepriceApplyDto, RepricePreviewDto, repriceFilter } from '@/domain/quote/api';
import { apiGet, apiPost } from '@/lib/api-client';
import { keyHeader, SILENT } from './keys';

export function useOverview() {
  return useQuery({ queryKey: ['quote', 'overview'], queryFn: () => apiGet<OverviewDto>('/quote/overview', undefined, SILENT), staleTime: 10_000 });
}

export type RepriceFilter = z.input<typeof repriceFilter>;

export function useRepricePreview() {
  return useMutation({ mutationFn: (filter: RepriceFilter) => apiPost<RepricePreviewDto>('/quote/reprice/preview', filter, SILENT) });
}

export function useRepriceApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ previewId, key }: { previewId: string; key: string }) => apiPost<RepriceApplyDto>('/quote/reprice/apply', { preview_id: previewId }, keyHeader(key)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['quote', 'order-fees'] }),
  });
}
