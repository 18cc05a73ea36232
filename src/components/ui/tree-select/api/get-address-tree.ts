/** GET /map/area/three_level_address → the root (value 100000) whose children are provinces → cities → districts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { TreeNode } from '../tree';

export const addressTreeKeys = { all: ['map', 'area', 'three-level-address'] as const };

export function getAddressTree(): Promise<TreeNode[]> {
  return apiGet<TreeNode>('/map/area/three_level_address', undefined, { silent: true }).then((root) => root?.children ?? []);
}

// The tree changes only with the address data version; issue 'offline' caches it in IndexedDB later.
export const addressTreeQuery = () => queryOptions({ queryKey: addressTreeKeys.all, queryFn: getAddressTree, staleTime: 30 * 60_000 });

export function useAddressTree() {
  return useQuery(addressTreeQuery());
}
