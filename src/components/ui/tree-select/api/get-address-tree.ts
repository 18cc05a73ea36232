/**
 * GET /map/area/three_level_address → the root (value 100000) whose children are provinces → cities → districts.
 * Kept in the local database and downloaded again only when GET /map/help/areas_version is newer (spec §4).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadVersionedTree } from '@/lib/address-cache';
import { apiGet } from '@/lib/api-client';
import type { TreeNode } from '../tree';

export const addressTreeKeys = { all: ['map', 'area', 'three-level-address'] as const };

export function getAddressTree(): Promise<TreeNode[]> {
  return apiGet<TreeNode>('/map/area/three_level_address', undefined, { silent: true }).then((root) => root?.children ?? []);
}

export function getAreasVersion(): Promise<string> {
  return apiGet<{ version: string }>('/map/help/areas_version', undefined, { silent: true }).then((r) => String(r.version));
}

export function loadAddressTree(): Promise<TreeNode[]> {
  return loadVersionedTree({ fetchVersion: getAreasVersion, fetchTree: getAddressTree });
}

export const addressTreeQuery = () =>
  queryOptions({ queryKey: addressTreeKeys.all, queryFn: loadAddressTree, staleTime: 30 * 60_000, retry: false });

export function useAddressTree() {
  return useQuery(addressTreeQuery());
}
