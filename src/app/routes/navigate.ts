/** Navigation by route name (spec §2.2): an empty name throws 'route name must be filled'. */
import type { AnyRouter } from '@tanstack/react-router';
import { pathForName } from './registry';

let appRouter: AnyRouter | null = null;

/** Called once by the app after creating the router. */
export function bindNavigator(router: AnyRouter): void {
  appRouter = router;
}

export function navigateByName(
  name: string | null | undefined,
  params?: Record<string, string | number>,
  search?: Record<string, string>,
): Promise<void> {
  const to = pathForName(name, params);
  if (!appRouter) throw new Error('router not bound');
  const query = search ? new URLSearchParams(Object.entries(search).filter(([, v]) => v !== '')).toString() : '';
  return appRouter.navigate({ href: query ? `${to}?${query}` : to });
}
