/** Shown instead of a management screen to a sub-account (only the main account manages accounts). */
import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function MainOnlyNotice() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning" size="sm" data-testid="main-only-notice">
      <Alert.Indicator />
      <Alert.Title>{t('organization.mainOnly')}</Alert.Title>
    </Alert.Root>
  );
}
