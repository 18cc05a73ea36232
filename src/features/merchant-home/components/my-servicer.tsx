/**
 * Under the merchant home's title: the merchant's servicer ('服务商：…', nothing while unknown or unbound) and, for a
 * merchant account, its own record there (GET /user/consignor/getInfo): the settlement terms, and a warning when the
 * servicer has forbidden it to create orders.
 */
import { Badge, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useTokenPayload } from '@/lib/session/token-store';
import { useMyMerchant } from '../api/my-merchant';
import { useMyServicers } from '../api/my-servicer';

export function MyServicer() {
  const { t } = useTranslation();
  const names = (useMyServicers().data ?? []).map((s) => s.name);
  const merchant = useMyMerchant(useTokenPayload()?.main_type === 'consignor').data;
  if (!names.length && !merchant) return null;
  return (
    <HStack gap="3" flexWrap="wrap" fontSize="sm" color="fg.muted">
      {names.length > 0 && <Text data-testid="merchant-home-servicer">{t('merchantHome.servicer', { name: names.join('、') })}</Text>}
      {merchant?.settle_type_name && <Text data-testid="merchant-home-settle">{t('merchantHome.settleType', { name: merchant.settle_type_name })}</Text>}
      {merchant?.is_forbid_create_order === 1 && (
        <Badge colorPalette="red" variant="subtle" data-testid="merchant-home-forbidden">
          {t('merchantHome.orderForbidden')}
        </Badge>
      )}
    </HStack>
  );
}
