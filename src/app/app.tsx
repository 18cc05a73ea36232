/** The app: providers around the router; session expiry sends the user to /login?redirect=… through the router. */
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { bindNavigator } from './routes/navigate';
import { setSessionExpiredHandler } from '@/lib/session/expiry';
import { startOutbox } from '@/lib/outbox';
import { startSocket } from '@/lib/socket/start';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
bindNavigator(router);

setSessionExpiredHandler((redirectTo) => {
  queryClient.clear();
  void router.navigate({ to: '/login', search: { redirect: redirectTo }, replace: true });
});

// the outbox replays queued writes from app start on, following whoever is signed in
startOutbox();
// the socket connects while someone is signed in; its reconnects drain the outbox
startSocket();

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
