/**
 * GET /map/area/three_level_address → the root (value 100000) whose children are provinces → cities → districts.
 * Kept in the local database and downloaded again only when GET /map/help/areas_version is newer (spec §4).
 */
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { loadVersionedTree } from '@/lib/address-cache';
import { ApiError, apiGet } from '@/lib/api-client';
import type { TreeNode } from '../tree';

export const addressTreeKeys = { all: ['map', 'area', 'three-level-address'] as const };

/** Every district of China in one answer: on a busy server or a slow line it takes longer than other requests' 5 s. */
export const ADDRESS_TREE_TIMEOUT_MS = 30_000;
/** Attempts after the first failure, 1 s, 2 s and 4 s apart, before the picker shows the error and its retry button. */
export const ADDRESS_TREE_RETRIES = 3;

export function getAddressTree(): Promise<TreeNode[]> {
  return apiGet<TreeNode>('/map/area/three_level_address', undefined, { silent: true, timeout: ADDRESS_TREE_TIMEOUT_MS }).then((root) => root?.children ?? []);
}

export function getAreasVersion(): Promise<string> {
  return apiGet<{ version: string }>('/map/help/areas_version', undefined, { silent: true }).then((r) => String(r.version));
}

export function loadAddressTree(): Promise<TreeNode[]> {
  return loadVersionedTree({ fetchVersion: getAreasVersion, fetchTree: getAddressTree });
}

/** No answer (a timeout, the network) or a server error may pass; a 4xx answer would only be given again. */
export function retryAddressTree(failures: number, error: Error): boolean {
  const status = error instanceof ApiError ? error.httpStatus : 0;
  return failures < ADDRESS_TREE_RETRIES && (status === 0 || status >= 500);
}

export const addressTreeQuery = () =>
  queryOptions({ queryKey: addressTreeKeys.all, queryFn: loadAddressTree, staleTime: 30 * 60_000, retry: retryAddressTree, retryDelay: (failures) => Math.min(1000 * 2 ** failures, 8_000) });

export function useAddressTree() {
  return useQuery(addressTreeQuery());
}

/**
 * The load as a picker shows it: loading while the first load, its automatic retries or a retry asked for run (the
 * last error stays in the query meanwhile); the error once they are over.
 */
export function addressTreeLoad(tree: UseQueryResult<TreeNode[]>): { loading: boolean; error: Error | null } {
  return { loading: tree.isPending || (tree.isError && tree.isFetching), error: tree.isError && !tree.isFetching ? tree.error : null };
}
