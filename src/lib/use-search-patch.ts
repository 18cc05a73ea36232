/**
 * A list screen's filters, sort and page live in the URL: `go(patch)` navigates to the screen's path with the patch
 * merged into the current search, a value emptied ('' or undefined) leaving the URL.
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/** the search after `patch`: its keys replace the previous ones; '' and undefined are dropped */
export function patchSearch(prev: Record<string, unknown>, patch: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries({ ...prev, ...patch }).filter(([, v]) => v !== undefined && v !== ''));
}

export function useSearchPatch<S extends object>(path: string) {
  const navigate = useNavigate();
  return useCallback((patch: Partial<S>) => void navigate({ to: path, search: (prev: Record<string, unknown>) => patchSearch(prev, patch) } as never), [navigate, path]);
}
