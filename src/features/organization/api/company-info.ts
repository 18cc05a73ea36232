/** GET / PUT /user/company/info: the signed-in company's own data (the main account edits it). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/lib/api-client';
import type { ReviewStatus } from '@/domain/organization';

export interface CompanyInfo {
  id: number;
  name: string;
  type: string;
  app_code: string;
  contact_phone: string;
  hosting_end: string | null;
  subscribe_version_name: string;
  biz_manager_phone: string;
  created_at: string;
  qualification_count: number;
  review_status: ReviewStatus;
  contact_name: string;
  address: string;
  license_no: string;
  memo: string;
}

export type CompanyInfoInput = Pick<CompanyInfo, 'name' | 'contact_phone' | 'contact_name' | 'address' | 'license_no' | 'memo'>;

export const companyInfoQuery = () =>
  queryOptions({ queryKey: ['organization', 'company-info'] as const, queryFn: () => apiGet<CompanyInfo>('/user/company/info') });

export const useCompanyInfo = () => useQuery(companyInfoQuery());

export function useUpdateCompanyInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInfoInput) => apiPut<CompanyInfo>('/user/company/info', body, { silent: true }),
    onSuccess: (data) => queryClient.setQueryData(companyInfoQuery().queryKey, data),
  });
}
