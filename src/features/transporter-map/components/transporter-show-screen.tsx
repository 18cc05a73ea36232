/**
 * /saas/business/transporterMap/show/{id}: one transporter's day — today's trail as a line, the latest position as
 * the marker (moving live), and the facts a dispatcher calls about.
 */
import { Badge, Box, Button, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft } from 'react-icons/lu';
import { isOnline } from '@/domain/transporter-map';
import { ApiError } from '@/lib/api-client';
import { useTransporterTrail } from '../api/get-transporter-trail';
import { useClock, useLivePositions } from '../hooks/use-live-positions';
import { LiveBadge } from './live-badge';
import { MapArea } from './map-area';
import { ReportAgeText } from './report-age-text';
import type { MapMarker } from './transporter-map-canvas';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm" truncate>
        {children}
      </Text>
    </Stack>
  );
}

export function TransporterShowScreen() {
  const { t } = useTranslation();
  const params = useParams({ strict: false }) as { id?: string };
  const id = Number(params.id);
  useLivePositions();
  const now = useClock();
  const query = useTransporterTrail(id);
  const data = query.data;
  const x = data?.transporter;
  const online = isOnline(x?.position?.recorded_at, now);
  const markers = useMemo<MapMarker[]>(() => (x?.position ? [{ id: x.id, name: x.name, lat: x.position.lat, lng: x.position.lng, online }] : []), [x, online]);
  const missing = query.isError && query.error instanceof ApiError;

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" h="calc(100dvh - 110px)" minH="520px" data-testid="transporter-show-screen">
      <Flex gap="3" align="center" wrap="wrap">
        <Button asChild size="sm" variant="ghost">
          <RouterLink to="/saas/business/transporterMap/index" data-testid="transporter-back">
            <LuArrowLeft /> {t('transporterMap.back')}
          </RouterLink>
        </Button>
        <Heading size="md" data-testid="transporter-name">
          {x ? x.name : t('transporterMap.showTitle')}
        </Heading>
        {x && (
          <Badge colorPalette={online ? 'green' : 'gray'} data-testid="transporter-state">
            {online ? t('transporterMap.online') : t('transporterMap.stale')}
          </Badge>
        )}
        <LiveBadge />
      </Flex>
      {(missing || (query.isError && !missing)) && (
        <Text color="red.600" fontSize="sm" data-testid="transporter-not-found">
          {missing ? t('transporterMap.notFound') : t('transporterMap.listFailed')}
        </Text>
      )}
      {x && data && (
        <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" borderWidth="1px" borderRadius="md" px="3" py="2" bg="bg" data-testid="transporter-facts">
          <Fact label={t('transporterMap.phone')}>{x.phone || '—'}</Fact>
          <Fact label={t('transporterMap.lastReport')}>
            <ReportAgeText position={x.position} now={now} />
          </Fact>
          <Fact label={t('transporterMap.ordersUnderWay')}>{x.orders_under_way}</Fact>
          <Fact label={t('transporterMap.accuracy')}>{x.position?.accuracy != null ? t('transporterMap.accuracyValue', { value: Math.round(x.position.accuracy) }) : '—'}</Fact>
          <Fact label={t('transporterMap.speed')}>{x.position?.speed != null ? t('transporterMap.speedValue', { value: Math.round(x.position.speed * 3.6) }) : '—'}</Fact>
          <Fact label={t('transporterMap.trail')}>
            <HStack as="span" gap="1">
              <Box as="span" display="inline-block" w="14px" h="3px" bg="#2563eb" borderRadius="full" />
              <span data-testid="transporter-trail-count">{data.trail.length ? t('transporterMap.trailPoints', { count: data.trail.length }) : t('transporterMap.noTrail')}</span>
            </HStack>
          </Fact>
        </SimpleGrid>
      )}
      <Box flex="1" minH="0">
        <MapArea markers={markers} trail={data?.trail} focusId={x?.id ?? null} />
      </Box>
    </Stack>
  );
}
