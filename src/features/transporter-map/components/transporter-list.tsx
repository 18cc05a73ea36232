/** The side list of the transporter map: search, and per transporter its state, phone, report age and orders under way. */
import { Badge, Box, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransporterDto } from '@/domain/transporter-map';
import { MARKER_COLOURS } from '../utils/marker-colours';
import { matchesSearch } from '../utils/live-positions';
import { ReportAgeText } from './report-age-text';

export interface TransporterListProps {
  transporters: readonly TransporterDto[];
  now: number;
  onOpen(id: number): void;
}

export function TransporterList({ transporters, now, onOpen }: TransporterListProps) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const shown = useMemo(() => transporters.filter((x) => matchesSearch(x, term)), [transporters, term]);

  return (
    <Stack gap="2" h="100%" minH="0" data-testid="transporter-list" data-count={shown.length}>
      <Input size="sm" placeholder={t('transporterMap.search')} value={term} onChange={(e) => setTerm(e.target.value)} data-testid="transporter-search" />
      <Stack gap="1.5" overflowY="auto" flex="1" minH="0">
        {shown.length === 0 && (
          <Text fontSize="sm" color="fg.muted" py="6" textAlign="center">
            {transporters.length ? t('transporterMap.noMatch') : t('transporterMap.empty')}
          </Text>
        )}
        {shown.map((x) => (
          <Box
            key={x.id}
            as="button"
            textAlign="start"
            borderWidth="1px"
            borderRadius="md"
            px="3"
            py="2"
            bg="bg"
            _hover={{ bg: 'bg.muted' }}
            onClick={() => onOpen(x.id)}
            data-testid="transporter-row"
            data-user-id={x.id}
            data-online={String(x.online)}
          >
            <HStack justify="space-between" gap="2">
              <HStack gap="2" minW="0">
                <Box w="10px" h="10px" borderRadius="full" flexShrink={0} style={{ background: x.online ? MARKER_COLOURS.online : MARKER_COLOURS.stale }} />
                <Text fontWeight="medium" truncate>
                  {x.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                  {t(`transporterMap.type.${x.main_type === 'driver' ? 'driver' : 'delivery'}`)}
                </Text>
              </HStack>
              {x.orders_under_way > 0 && (
                <Badge colorPalette="blue" size="sm" flexShrink={0}>
                  {t('transporterMap.underWay', { count: x.orders_under_way })}
                </Badge>
              )}
            </HStack>
            <HStack justify="space-between" fontSize="xs" color="fg.muted" mt="0.5">
              <Text>{x.phone}</Text>
              <ReportAgeText position={x.position} now={now} />
            </HStack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
