/** 'Live' while the socket is connected: markers then move by themselves. */
import { Badge, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSocketState } from '@/lib/socket/client';

export function LiveBadge() {
  const { t } = useTranslation();
  const state = useSocketState();
  const on = state === 'connected';
  return (
    <Badge colorPalette={on ? 'green' : 'gray'} variant="subtle" gap="1.5" data-testid="transporter-live" data-state={state}>
      <Box w="7px" h="7px" borderRadius="full" bg={on ? 'green.500' : 'gray.400'} />
      {t('transporterMap.live')}
    </Badge>
  );
}
