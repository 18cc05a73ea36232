/** A print through the queue from a screen: the job stored and sent, and a notice saying printed or queued. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPrint, type NewPrintJob, type PrintJobRow } from '@/lib/print-queue';
import { toast } from '@/lib/toaster';

export function usePrintRequest() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const print = async (job: NewPrintJob): Promise<PrintJobRow | null> => {
    setBusy(true);
    try {
      const row = await requestPrint(job);
      if (row.status === 'printed') toast.success(t('ui.printQueue.sent', { title: row.title }));
      else if (row.status === 'failed') toast.error(t('ui.printQueue.failed', { title: row.title }));
      else toast.warning(t('ui.printQueue.queued', { title: row.title }), { duration: 6000 });
      return row;
    } catch (e) {
      toast.error(t('ui.printQueue.storageFailed', { message: e instanceof Error ? e.message : String(e) }));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { print, busy };
}
