/** Error boundary of the router: shows what failed (e.g. 'initial menu user timeout') with a retry. */
import { Button } from '@chakra-ui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { StatusScreen } from '@/components/ui/status-screen';

export const MENU_TIMEOUT = 'initial menu user timeout';

export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const message = error instanceof Error ? error.message : String(error);
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <StatusScreen
      fullPage
      badge="!"
      title={t('errors.routeError.title')}
      body={
        <>
          {message === MENU_TIMEOUT ? `${t('errors.routeError.menuTimeout')} ` : null}
          <code data-testid="route-error-message">{message}</code>
        </>
      }
      actions={
        <Button colorPalette="brand" onClick={retry}>
          <LuRefreshCw /> {t('errors.retry')}
        </Button>
      }
    />
  );
}
