/** Consignor quote templates (GET /quote/templates is a page of the shared data table; POST / PATCH with an Idempotency-Key). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TemplateDto, templateBody } from '@/domain/quote/api';
import { apiClient, apiGet, apiPost } from '@/lib/api-client';
import { keyHeader, SILENT } from './keys';

export const TEMPLATES_URL = '/quote/templates';
const listsKey = ['data-table', TEMPLATES_URL] as const;

export type TemplateBody = z.input<typeof templateBody>;

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id?: number; body: TemplateBody; key: string }) =>
      id ? apiClient.patch<{ data: TemplateDto }>(`${TEMPLATES_URL}/${id}`, body, keyHeader(key)).then((r) => r.data.data) : apiPost<TemplateDto>(TEMPLATES_URL, body, keyHeader(key)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listsKey });
      void queryClient.invalidateQueries({ queryKey: ['quote', 'templates'] });
    },
  });
}

/** every template (the generate screen's picker) */
export function useAllTemplates() {
  return useQuery({
    queryKey: ['quote', 'templates', 'all'],
    queryFn: () => apiGet<{ list: TemplateDto[] } | TemplateDto[]>(TEMPLATES_URL, { page: 1, per_page: 200 }, SILENT).then((d) => (Array.isArray(d) ? d : (d.list ?? []))),
    staleTime: 30_000,
  });
}
