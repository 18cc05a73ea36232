/** The app: providers around the router; session expiry sends the user to /login?redirect=… through the router. */
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { bindNavigator } from './routes/navigate';
import { setSessionExpiredHandler } from '@/lib/session/expiry';
import { isLoggedIn, subscribeTokens } from '@/lib/session/token-store';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
bindNavigator(router);

setSessionExpiredHandler((redirectTo) => {
  queryClient.clear();
  void router.navigate({ to: '/login', search: { redirect: redirectTo }, replace: true });
});

// The outbox replays queued writes, following whoever is signed in; the socket connects while someone is signed in
// and its reconnects drain the outbox. Neither has anything to do before someone signs in, so their code (Dexie,
// socket.io) loads after the first screen has rendered and only once there is a session: never on the sign-in
// form's critical path.
export function startBackground() {
  const start = () => {
    void import('@/lib/outbox').then((m) => m.startOutbox());
    void import('@/lib/socket/start').then((m) => m.startSocket());
  };
  if (isLoggedIn()) return start();
  const off = subscribeTokens(() => {
    if (!isLoggedIn()) return;
    off();
    start();
  });
}

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
