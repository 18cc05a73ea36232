/** GET /user/group/tree (the department picker) and GET /user/group/admin_tree (the editor, with member counts). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export interface GroupNode {
  id: number;
  name: string;
  children: GroupNode[];
}

export interface AdminGroupNode {
  id: number;
  name: string;
  users: number;
  children: AdminGroupNode[];
}

export const groupTreeQuery = () =>
  queryOptions({
    queryKey: ['organization', 'group-tree'] as const,
    queryFn: () => apiGet<{ list: GroupNode[] }>('/user/group/tree').then((d) => d.list),
    staleTime: 30_000,
  });

export const adminGroupTreeQuery = () =>
  queryOptions({
    queryKey: ['organization', 'group-admin-tree'] as const,
    queryFn: () => apiGet<{ list: AdminGroupNode[] }>('/user/group/admin_tree', undefined, { silent: true }).then((d) => d.list),
  });

export const useGroupTree = () => useQuery(groupTreeQuery());
export const useAdminGroupTree = () => useQuery(adminGroupTreeQuery());
