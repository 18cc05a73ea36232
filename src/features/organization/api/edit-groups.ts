/** POST /user/group/create {pid, name}, PUT /user/group/item/:id {name}, DELETE /user/group/item/:id. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '@/lib/api-client';
import { adminGroupTreeQuery, groupTreeQuery } from './get-group-tree';

export type GroupEdit = { kind: 'create'; pid: number; name: string } | { kind: 'rename'; id: number; name: string } | { kind: 'delete'; id: number };

export function editGroup(edit: GroupEdit): Promise<unknown> {
  if (edit.kind === 'create') return apiPost('/user/group/create', { pid: edit.pid, name: edit.name }, { silent: true });
  if (edit.kind === 'rename') return apiPut(`/user/group/item/${edit.id}`, { name: edit.name }, { silent: true });
  return apiDelete(`/user/group/item/${edit.id}`, undefined, { silent: true });
}

export function useEditGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editGroup,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminGroupTreeQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: groupTreeQuery().queryKey });
    },
  });
}
