/** Persistent, non-blocking subscription warning (spec §2.4 is_show): days left and the sales contacts. */
import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SubscriptionInfo } from '@/domain/auth';
import { SalesContacts } from './sales-contacts';

export function ExpiryWarning({ subscription }: { subscription: SubscriptionInfo }) {
  const { t } = useTranslation();
  const days = Math.max(0, Math.floor(subscription.left_days ?? 0));
  return (
    <Alert.Root status="warning" variant="subtle" size="sm" rounded="none" data-testid="expiry-warning" px="4" py="2" borderBottomWidth="1px" borderColor="orange.200">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description fontSize="sm" display="flex" flexWrap="wrap" columnGap="2" rowGap="1" alignItems="center">
          <span data-testid="expiry-days" data-days={days}>
            {days > 0 ? t('layout.expiry.warning', { days }) : t('layout.expiry.expiresToday')}
          </span>
          <SalesContacts contacts={subscription.pre_sale_arr ?? []} />
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
