/** Shown while a navigation waits (e.g. the first menu load with its retries). */
import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function RoutePending() {
  const { t } = useTranslation();
  return (
    <Center minH="60vh" data-testid="route-pending">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-label={t('common.loading')} />
    </Center>
  );
}
