/** The signed-in user's print jobs as live data (Dexie liveQuery: this tab's writes and other tabs' alike). */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { liveQuery, localDb, type PrintJobRow } from '@/lib/db';
import { lookupScope } from '@/lib/lookup-cache';
import { subscribeTokens } from '@/lib/session/token-store';
import { getPluginState, subscribePluginState, type PluginState } from './plugin-state';
import { listJobs } from './store';

export interface PrintJobsView {
  /** newest first */
  jobs: PrintJobRow[];
  /** queued or being sent */
  waiting: number;
  failed: number;
  loaded: boolean;
}

const EMPTY: PrintJobsView = { jobs: [], waiting: 0, failed: 0, loaded: false };

function view(rows: PrintJobRow[]): PrintJobsView {
  const jobs = [...rows].sort((a, b) => b.createdAt - a.createdAt);
  return {
    jobs,
    waiting: jobs.filter((j) => j.status === 'queued' || j.status === 'printing').length,
    failed: jobs.filter((j) => j.status === 'failed').length,
    loaded: true,
  };
}

export function usePrintJobs(): PrintJobsView {
  const scope = useSyncExternalStore(subscribeTokens, lookupScope, () => null);
  const [state, setState] = useState<{ scope: string | null; view: PrintJobsView }>({ scope: null, view: EMPTY });
  useEffect(() => {
    if (!scope || !localDb()) return;
    const subscription = liveQuery(() => listJobs(scope)).subscribe({
      next: (rows) => setState({ scope, view: view(rows) }),
      error: (e: unknown) => console.warn('[print-queue] cannot read the jobs', e),
    });
    return () => subscription.unsubscribe();
  }, [scope]);
  if (!scope) return { ...EMPTY, loaded: true };
  return state.scope === scope ? state.view : EMPTY;
}

export function usePrintPluginState(): PluginState {
  return useSyncExternalStore(subscribePluginState, getPluginState, getPluginState);
}
