/**
 * /saas/business/transporterMap/index: where the servicer's drivers and delivery accounts are, on a map and in a
 * searchable list; markers move as positions arrive over the socket. A click opens the transporter's day.
 */
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { isOnline } from '@/domain/transporter-map';
import { useTransporters } from '../api/get-transporters';
import { useClock, useLivePositions } from '../hooks/use-live-positions';
import { LiveBadge } from './live-badge';
import { MapArea } from './map-area';
import type { MapMarker } from './transporter-map-canvas';
import { TransporterList } from './transporter-list';

export function TransporterMapScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useLivePositions();
  const now = useClock();
  const query = useTransporters();
  const transporters = useMemo(() => (query.data?.list ?? []).map((x) => ({ ...x, online: isOnline(x.position?.recorded_at, now) })), [query.data, now]);
  const markers = useMemo<MapMarker[]>(
    () => transporters.flatMap((x) => (x.position ? [{ id: x.id, name: x.name, lat: x.position.lat, lng: x.position.lng, online: x.online }] : [])),
    [transporters],
  );
  const online = transporters.filter((x) => x.online).length;
  const open = (id: number) => void navigate({ to: '/saas/business/transporterMap/show/$id', params: { id: String(id) } });

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" h="calc(100dvh - 110px)" minH="520px" data-testid="transporter-map-screen">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading size="md">{t('transporterMap.title')}</Heading>
        <LiveBadge />
        <Text fontSize="sm" color="fg.muted" data-testid="transporter-count">
          {t('transporterMap.count', { online, total: transporters.length })}
        </Text>
        <Box flex="1" />
        <Button size="sm" variant="outline" onClick={() => void query.refetch()} loading={query.isFetching} data-testid="transporter-refresh">
          <LuRefreshCw /> {t('transporterMap.refresh')}
        </Button>
      </Flex>
      {query.isError && (
        <Text color="red.600" fontSize="sm">
          {t('transporterMap.listFailed')}
        </Text>
      )}
      <Flex gap="3" flex="1" minH="0" direction={{ base: 'column', md: 'row' }}>
        <Box flex="1" minW="0" h={{ base: '360px', md: 'auto' }}>
          <MapArea markers={markers} onSelect={open} />
        </Box>
        <Box w={{ base: '100%', md: '300px', lg: '340px' }} flexShrink={0} minH="0" h={{ base: 'auto', md: '100%' }}>
          <TransporterList transporters={transporters} now={now} onOpen={open} />
        </Box>
      </Flex>
    </Stack>
  );
}
