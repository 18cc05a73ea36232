/**
 * The route tree (TanStack Router, code-based): public routes of §2.1, the hidden /redirect/* and /logout, and the
 * authenticated layout holding every registered §2.3 path and alias, guarded by the rules of §2.2.
 */
import { Navigate, Outlet, createRootRouteWithContext, createRoute, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { productForAppCode } from '@/domain/variants';
import { RouteErrorScreen } from '@/features/errors/components/route-error-screen';
import { currentUserQuery, logout, subscriptionQuery } from '@/lib/session/queries';
import { setMenuId } from '@/lib/session/menu-id';
import { getToken, getTokenPayload } from '@/lib/session/token-store';
import { REVIEW_OPEN_PATHS, companyReviewQuery } from '@/features/organization/api/company-review';
import { getVariant } from '@/lib/variant';
import { NotLoggedInError, ensureMenu, isPermitted, menuItemForPath, normalizePath } from './guards';
import { REGISTRY, toRouterPath, type RegisteredRoute } from './registry';
import { PageTitleEffect, PrerenderCleanupEffect, ScrollTopEffect } from './route-effects';

export interface RouterContext {
  queryClient: QueryClient;
}

function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}

function RootComponent() {
  return (
    <>
      <PageTitleEffect />
      <ScrollTopEffect />
      <PrerenderCleanupEffect />
      <Outlet />
    </>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundRedirect,
  errorComponent: RouteErrorScreen,
});

/** Unknown paths (spec §2.2) redirect before anything renders. */
const unknownRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true });
  },
});

const welcomePath = () => `/my/${productForAppCode(getVariant().appCode)}`;

const staticDataOf = (r: RegisteredRoute) => ({ routeName: r.name, titleKey: `routes.${r.name}` });

function pathsOf(r: RegisteredRoute): string[] {
  return [r.path, ...(r.aliases ?? [])];
}

// ------------------------------------------------------------------ public routes (spec §2.1)

function publicRoute(r: RegisteredRoute, path: string): AnyRoute {
  const isLogin = path === '/login';
  return createRoute({
    getParentRoute: () => rootRoute,
    path: toRouterPath(path),
    component: r.screen.component,
    validateSearch: r.screen.validateSearch,
    staticData: staticDataOf(r),
    // a signed-in user opening /login goes home (spec §2.2)
    beforeLoad: isLogin
      ? () => {
          if (getToken()) throw redirect({ to: '/', replace: true });
        }
      : undefined,
  });
}

const publicRoutes = REGISTRY.filter((r) => r.isPublic).flatMap((r) =>
  pathsOf(r).map((p) => publicRoute(r, p.startsWith('/order/attachment/') ? '/order/attachment/$' : p)),
);

/** /redirect/{path*}: replace-navigate to the rest of the path (tab refresh). */
const redirectRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/redirect/$',
  beforeLoad: ({ params, location }) => {
    const rest = (params as { _splat?: string })._splat ?? '';
    throw redirect({ href: `/${rest}${location.searchStr ?? ''}${location.hash ? `#${location.hash}` : ''}`, replace: true });
  },
});

const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  beforeLoad: async ({ context }) => {
    await logout();
    context.queryClient.clear();
    throw redirect({ to: '/login', replace: true });
  },
});

// ------------------------------------------------------------------ authenticated area (spec §2.2, §2.3)

export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'auth',
  component: lazyRouteComponent(() => import('@/features/layout/components/app-layout'), 'AppLayout'),
  errorComponent: RouteErrorScreen,
  beforeLoad: async ({ context, location }) => {
    const loginRedirect = () => redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    if (!getToken()) throw loginRedirect();
    const appCode = getVariant().appCode;
    // the shell needs these too: load them alongside the menu rather than after it
    void context.queryClient.prefetchQuery(currentUserQuery());
    void context.queryClient.prefetchQuery(subscriptionQuery(appCode));
    // a self-registered company waits on /examining until the platform approves its qualifications
    const review = context.queryClient.fetchQuery(companyReviewQuery(getTokenPayload()?.id ?? null)).catch(() => null);
    let menu;
    try {
      menu = await ensureMenu(context.queryClient, appCode);
    } catch (error) {
      if (error instanceof NotLoggedInError || !getToken()) throw loginRedirect();
      throw error;
    }
    const path = normalizePath(location.pathname);
    const reviewStatus = (await review)?.status;
    if (reviewStatus && reviewStatus !== 'approved' && !REVIEW_OPEN_PATHS.includes(path)) throw redirect({ to: '/examining', replace: true });
    if (!isPermitted(path, menu)) throw redirect({ to: '/404', replace: true });
    setMenuId(menuItemForPath(path, menu)?.id ?? null);
    return { menu };
  },
});

/** / and /my/index → /my/{product} of the variant (spec §2.2). */
const indexRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ href: welcomePath(), replace: true });
  },
});

const myIndexRoute = createRoute({
  getParentRoute: () => authRoute,
  path: '/my/index',
  beforeLoad: () => {
    throw redirect({ href: welcomePath(), replace: true });
  },
});

function screenRoute(r: RegisteredRoute, path: string): AnyRoute {
  return createRoute({
    getParentRoute: () => authRoute,
    path: toRouterPath(path),
    component: r.screen.component,
    validateSearch: r.screen.validateSearch,
    staticData: staticDataOf(r),
  });
}

const screenRoutes = REGISTRY.filter((r) => !r.isPublic).flatMap((r) => pathsOf(r).map((p) => screenRoute(r, p)));

export const routeTree = rootRoute.addChildren([
  ...publicRoutes,
  redirectRoute,
  logoutRoute,
  unknownRoute,
  authRoute.addChildren([indexRoute, myIndexRoute, ...screenRoutes]),
]);
