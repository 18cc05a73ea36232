/** The admin lists' delete: the row being confirmed, and its deletion with the success or server-message toast. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';

interface DeleteMutation {
  mutateAsync: (id: number) => Promise<unknown>;
  isPending: boolean;
}

export function useRowDelete<Row extends { id: number }>(mutation: DeleteMutation) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<Row | null>(null);
  /** true once deleted; a refusal is toasted */
  const confirmDelete = async (): Promise<boolean> => {
    if (!deleting) return false;
    let done = false;
    try {
      await mutation.mutateAsync(deleting.id);
      toast.success(t('admin.deleted'));
      done = true;
    } catch (e) {
      toast.error(e instanceof ApiError && e.msg ? e.msg : t('admin.saveFailed'));
    }
    setDeleting(null);
    return done;
  };
  return { deleting, setDeleting, confirmDelete, busy: mutation.isPending };
}
