/** 生成商家报价: POST /quote/generate/preview (nothing stored) and POST /quote/generate (the consignors' own cards, once per Idempotency-Key). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GeneratePreviewDto, generateBody } from '@/domain/quote/api';
import { apiPost } from '@/lib/api-client';
import { cardListsKey } from './cards';
import { keyHeader, SILENT } from './keys';

export type GenerateBody = z.input<typeof generateBody>;

export function usePreviewGenerate() {
  return useMutation({ mutationFn: (body: GenerateBody) => apiPost<GeneratePreviewDto>('/quote/generate/preview', body, SILENT) });
}

/** the answer names the cards written (a list, or a count) */
export const writtenCount = (answer: unknown): number => {
  const a = answer as { cards?: unknown[]; written?: number; count?: number } | unknown[] | null;
  if (Array.isArray(a)) return a.length;
  return a?.cards?.length ?? a?.written ?? a?.count ?? 0;
};

export function useGenerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: GenerateBody; key: string }) => apiPost<unknown>('/quote/generate', body, keyHeader(key)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cardListsKey }),
  });
}
