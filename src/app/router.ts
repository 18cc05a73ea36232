/** The app's router: code-based tree, plain-string search params (order numbers must not become numbers). */
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { RoutePending } from './routes/route-pending';
import { routeTree } from './routes/route-tree';
import { parseSearchParams, stringifySearchParams } from './routes/search-params';

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    parseSearch: parseSearchParams,
    stringifySearch: stringifySearchParams,
    defaultPreload: false,
    scrollRestoration: false,
    defaultPendingMs: 300,
    defaultPendingComponent: RoutePending,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
