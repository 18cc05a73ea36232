/** GET/PUT /integrations/:platform, POST …/test and …/rotate-secret: one platform account of the company. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountView, ConnectionResult, SaveAccountBody } from '@/domain/integrations/api';
import type { PlatformKey } from '@/domain/integrations/platforms';
import { apiGet, apiPost, apiPut } from '@/lib/api-client';

export const accountQuery = (platform: PlatformKey) =>
  queryOptions({ queryKey: ['integrations', platform], queryFn: () => apiGet<AccountView>(`/integrations/${platform}`) });

export const useAccount = (platform: PlatformKey) => useQuery(accountQuery(platform));

export function useSaveAccount(platform: PlatformKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAccountBody) => apiPut<AccountView>(`/integrations/${platform}`, body, { silent: true }),
    onSuccess: (view) => queryClient.setQueryData(accountQuery(platform).queryKey, view),
  });
}

export function useRotateSecret(platform: PlatformKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<AccountView>(`/integrations/${platform}/rotate-secret`, undefined, { silent: true }),
    onSuccess: (view) => queryClient.setQueryData(accountQuery(platform).queryKey, view),
  });
}

export const useTestConnection = (platform: PlatformKey) =>
  useMutation({ mutationFn: () => apiPost<ConnectionResult>(`/integrations/${platform}/test`, undefined, { silent: true }) });
