/** Opening a menu entry: remember its id for the `menu-id` header (spec §6), then navigate to its path. */
import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { setMenuId } from '@/lib/session/menu-id';

export function useMenuNavigate(): (entry: { id: number; path: string }) => void {
  const navigate = useNavigate();
  return useCallback(
    (entry) => {
      setMenuId(entry.id);
      void navigate({ href: entry.path });
    },
    [navigate],
  );
}

/** Navigates to any in-app href (path + query), for paths the typed route tree cannot name statically. */
export function useHrefNavigate(): (href: string, opts?: { replace?: boolean }) => Promise<void> {
  const navigate = useNavigate();
  return useCallback((href, opts) => navigate({ href, replace: opts?.replace }), [navigate]);
}
