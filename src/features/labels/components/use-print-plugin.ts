/** The print plugin as a query: probed once per page load, re-probed on demand; outdated versions get the notice. */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadPrintPlugin, notifyIfOutdated } from '@/lib/print-plugin';

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
  return {
    plugin,
    checking: query.isFetching,
    redetect: () => loadPrintPlugin({ retry: true }).then(() => query.refetch()),
  };
}
