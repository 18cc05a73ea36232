/** GET /user/company/review (what /examining shows) and POST /user/company/review/resubmit. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewStatus } from '@/domain/organization';
import { apiGet, apiPost } from '@/lib/api-client';

export interface CompanyReview {
  status: ReviewStatus;
  reason: string;
  submitted_at: string | null;
  decided_at: string | null;
  company_name: string;
}

/** Screens a company under review may still open: My account, to update its qualification photos. */
export const REVIEW_OPEN_PATHS: readonly string[] = ['/saas/account/my/index'];

/** keyed by the signed-in user, so another sign-in never reads a stale answer */
export const companyReviewQuery = (userId: number | null) =>
  queryOptions({
    queryKey: ['organization', 'review', userId] as const,
    queryFn: () => apiGet<CompanyReview>('/user/company/review', undefined, { silent: true }),
    // approved stays approved; anything else is looked at again on the next navigation
    staleTime: (q) => (q.state.data?.status === 'approved' ? Infinity : 0),
    retry: false,
  });

export const useCompanyReview = (userId: number | null) => useQuery({ ...companyReviewQuery(userId), enabled: userId !== null });

export function useResubmitReview(userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<CompanyReview>('/user/company/review/resubmit'),
    onSuccess: (data) => queryClient.setQueryData(companyReviewQuery(userId).queryKey, data),
  });
}
