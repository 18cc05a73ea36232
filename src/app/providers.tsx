/** Everything around the router: Chakra theme, TanStack Query, toasts and the maintenance dialog. */
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { AppToaster } from '@/lib/toaster';
import { PwaRegistrationEffect, UpdatePrompt } from '@/components/ui/update-prompt';
import { MaintenanceDialog } from './maintenance-dialog';
import { system } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          {children}
          <AppToaster />
          <MaintenanceDialog />
          <PwaRegistrationEffect />
          <UpdatePrompt />
        </QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>
  );
}
