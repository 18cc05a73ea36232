/** GET / PUT /platform/company/:id/edition {edition_flags}: a company's edition bit flags (src/domain/editions.ts). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditionName } from '@/domain/editions';
import { apiGet, apiPut } from '@/lib/api-client';

export interface CompanyEdition {
  id: number;
  name: string;
  type: string;
  edition_flags: number;
  editions: EditionName[];
}

export const companyEditionQuery = (id: number) =>
  queryOptions({ queryKey: ['platform', 'company-edition', id], queryFn: () => apiGet<CompanyEdition>(`/platform/company/${id}/edition`), enabled: id > 0 });

export function useCompanyEdition(id: number) {
  return useQuery(companyEditionQuery(id));
}

export function useSetCompanyEdition(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flags: number) => apiPut<CompanyEdition>(`/platform/company/${id}/edition`, { edition_flags: flags }, { silent: true }),
    onSuccess: (data) => queryClient.setQueryData(companyEditionQuery(id).queryKey, data),
  });
}
