/**
 * Build-time render of the sign-in screen (issue 16), loaded by scripts/vite-plugin-prerender-login.ts through
 * Vite's SSR loader: the real LoginScreen inside the app's providers and a router holding only the public links
 * it shows, rendered to HTML with the styles Chakra's emotion writes beside it. One page per variant and
 * language; the server and the service worker choose among them (server/src/plugins/spa.ts, src/sw.ts).
 */
import { renderToString } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@/domain/constants';
import type { AppCode } from '@/domain/variants';
import { resources } from '@/app/i18n-resources';
import { PUBLIC_ROUTES } from '@/app/routes/public-routes';
import { createQueryClient } from '@/app/query-client';
import { system } from '@/app/theme';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { i18n, initI18n } from '@/lib/i18n';
import { setAppVariant, variantTitle } from '@/lib/variant';

export interface PrerenderedPage {
  /** the body of #prerender */
  html: string;
  /** the document title the app would set */
  title: string;
  /** the <html lang> */
  lang: string;
}

export async function renderLoginPage(appCode: AppCode, language: Language): Promise<PrerenderedPage> {
  initI18n(resources);
  await i18n.changeLanguage(language);
  setAppVariant(appCode);
  const rootRoute = createRootRoute();
  const empty = () => null;
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/login', component: LoginScreen }),
    createRoute({ getParentRoute: () => rootRoute, path: '/register', component: empty }),
    createRoute({ getParentRoute: () => rootRoute, path: '/forget-password', component: empty }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/login'] }) });
  await router.load();
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>,
  );
  const route = PUBLIC_ROUTES.find((r) => r.path === '/login');
  const routeTitle = route ? route[language] : '';
  return { html, title: `${routeTitle} - ${variantTitle()}`, lang: language === 'zh' ? 'zh-CN' : 'en' };
}
