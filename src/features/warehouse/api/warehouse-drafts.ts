/** The device's warehouse drafts as a query (local data: answers offline), and deleting one. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lookupScope } from '@/lib/lookup-cache';
import type { FormKind } from '../utils/document-form';
import { deleteWarehouseDraft, listWarehouseDrafts } from '../utils/draft-store';

export const warehouseDraftsQuery = () => queryOptions({ queryKey: ['warehouse', 'drafts', lookupScope()], queryFn: () => listWarehouseDrafts(), staleTime: 0 });

export const useWarehouseDrafts = () => useQuery(warehouseDraftsQuery());

export function useDeleteWarehouseDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: FormKind; id: string }) => deleteWarehouseDraft(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['warehouse', 'drafts'] }),
  });
}
