/** Export state of a data table: runs the worker export, tracks progress, cancels, saves and reports. */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toaster';
import { buildWorkbook, ExportCancelled, saveWorkbook, terminateExcelWorker, type ExcelExportJob, type ExportProgress } from './excel-export';

export interface TableExportState {
  running: boolean;
  progress: ExportProgress | null;
  start<R>(job: Omit<ExcelExportJob<R>, 'signal' | 'onProgress'>, prefix: string): Promise<string | null>;
  cancel(): void;
}

export function useTableExport(): TableExportState {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    terminateExcelWorker();
  }, []);

  const start = useCallback(
    async <R,>(job: Omit<ExcelExportJob<R>, 'signal' | 'onProgress'>, prefix: string): Promise<string | null> => {
      const ctl = new AbortController();
      controller.current = ctl;
      setRunning(true);
      setProgress(null);
      try {
        let done = 0;
        const blob = await buildWorkbook({
          ...job,
          signal: ctl.signal,
          onProgress: (p) => {
            done = p.done;
            setProgress(p);
          },
        });
        const file = saveWorkbook(blob, prefix);
        toast.success(t('dataTable.exportDone', { count: done, file }));
        return file;
      } catch (e) {
        if (e instanceof ExportCancelled || ctl.signal.aborted) toast.info(t('dataTable.exportCancelled'));
        else toast.error(t('dataTable.exportFailed', { message: (e as Error).message }));
        return null;
      } finally {
        if (controller.current === ctl) controller.current = null;
        setRunning(false);
        setProgress(null);
      }
    },
    [t],
  );

  return { running, progress, start, cancel };
}
