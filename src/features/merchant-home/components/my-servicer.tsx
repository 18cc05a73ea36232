/** The merchant's servicer under the home's title ('服务商：…'); nothing while unknown or unbound. */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMyServicers } from '../api/my-servicer';

export function MyServicer() {
  const { t } = useTranslation();
  const names = (useMyServicers().data ?? []).map((s) => s.name);
  if (!names.length) return null;
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="merchant-home-servicer">
      {t('merchantHome.servicer', { name: names.join('、') })}
    </Text>
  );
}
