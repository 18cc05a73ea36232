/** The print plugin as a query: probed once per page load, re-probed on demand; outdated versions get the notice. */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadPrintPlugin, notifyIfOutdated } from '@/lib/print-plugin';
import { usePrintPluginState } from '@/lib/print-queue';

export const printPluginKey = ['print-plugin'] as const;

export function usePrintPlugin() {
  const query = useQuery({
    queryKey: printPluginKey,
    queryFn: () => loadPrintPlugin(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const plugin = query.data ?? null;
  useEffect(() => {
    notifyIfOutdated(plugin);
  }, [plugin]);
  // the print queue's retry loop found the plugin (or lost it): read its latest probe
  const queueSees = usePrintPluginState();
  const { refetch } = query;
  useEffect(() => {
    if ((queueSees === 'present' && !plugin) || (queueSees === 'absent' && plugin)) void refetch();
  }, [queueSees, plugin, refetch]);
  return {
    plugin,
    checking: query.isFetching,
    redetect: () => loadPrintPlugin({ retry: true }).then(() => query.refetch()),
  };
}
