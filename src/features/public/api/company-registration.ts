/**
 * The registration's later steps for the signed-in account: its company's details (GET /user/company/info), the
 * second step POST /user/users/dataComplete (/edit-company), whether it is already done (GET /user/users/isServicerRegist)
 * and the review it waits for (GET /user/company/review).
 * The keys are the organization screens' keys, so /examining and Company info read what was just sent.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewStatus } from '@/domain/organization';
import { apiGet, apiPost } from '@/lib/api-client';

export interface CompanyDetails {
  name: string;
  contact_name: string;
  contact_phone: string;
  address: string;
  license_no: string;
}

export interface CompanyReviewState {
  status: ReviewStatus;
  reason: string;
  company_name: string;
}

const INFO_KEY = ['organization', 'company-info'] as const;
const reviewKey = (userId: number | null) => ['organization', 'review', userId] as const;

export const useCompanyDetails = (enabled: boolean) =>
  useQuery({ queryKey: INFO_KEY, queryFn: () => apiGet<CompanyDetails>('/user/company/info', undefined, { silent: true }), enabled, retry: false });

export const useCompanyReviewState = (userId: number | null) =>
  useQuery({
    queryKey: reviewKey(userId),
    queryFn: () => apiGet<CompanyReviewState>('/user/company/review', undefined, { silent: true }),
    enabled: userId !== null,
    retry: false,
  });

/** GET /user/users/isServicerRegist: has the signed-in account's company finished registering as a servicer (review approved)? */
export interface ServicerRegist {
  is_regist: boolean;
  company_type: string;
  review_status: ReviewStatus;
}

export const useServicerRegist = (userId: number | null) =>
  useQuery({
    queryKey: ['organization', 'servicer-regist', userId] as const,
    queryFn: () => apiGet<ServicerRegist>('/user/users/isServicerRegist', undefined, { silent: true }),
    enabled: userId !== null,
    retry: false,
  });

export function useCompleteCompany(userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyDetails) => apiPost<{ review_status: ReviewStatus }>('/user/users/dataComplete', body, { silent: true }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: INFO_KEY }), queryClient.invalidateQueries({ queryKey: reviewKey(userId) })]),
  });
}
