/** Weight, volume (and pieces) load rates as small bars with their percentage; over 100 % in red (a warning, never a refusal). */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface Rates {
  weight: number | null;
  volume: number | null;
  pieces?: number | null;
  over?: boolean;
}

export interface RateBarsProps {
  rates: Rates;
  size?: 'sm' | 'lg';
  'data-testid'?: string;
}

function Bar({ label, value, size }: { label: string; value: number | null; size: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  const over = value !== null && value > 100;
  const palette = over ? 'red' : value !== null && value >= 85 ? 'orange' : 'green';
  return (
    <HStack gap="2" minW="0" title={`${label} ${value === null ? t('transit.rates.unknown') : `${value}%`}`}>
      <Text fontSize={size === 'lg' ? 'sm' : 'xs'} color="fg.muted" w={size === 'lg' ? '40px' : '28px'} flexShrink={0}>
        {label}
      </Text>
      <Box flex="1" minW="40px" h={size === 'lg' ? '10px' : '6px'} bg="bg.muted" borderRadius="full" overflow="hidden">
        <Box h="full" w={`${Math.min(100, value ?? 0)}%`} bg={`${palette}.solid`} />
      </Box>
      <Text fontSize={size === 'lg' ? 'sm' : 'xs'} fontVariantNumeric="tabular-nums" w={size === 'lg' ? '48px' : '36px'} textAlign="end" color={over ? 'fg.error' : undefined} fontWeight={over ? 'bold' : undefined}>
        {value === null ? '—' : `${value}%`}
      </Text>
    </HStack>
  );
}

export function RateBars({ rates, size = 'sm', 'data-testid': testId }: RateBarsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={size === 'lg' ? '1.5' : '0.5'} w="full" data-testid={testId} data-over={rates.over ? 'true' : 'false'}>
      <Bar label={t('transit.rates.weight')} value={rates.weight} size={size} />
      <Bar label={t('transit.rates.volume')} value={rates.volume} size={size} />
      {rates.pieces !== undefined && rates.pieces !== null && <Bar label={t('transit.rates.pieces')} value={rates.pieces} size={size} />}
      {rates.over && size === 'lg' && (
        <Text fontSize="sm" color="fg.error" fontWeight="bold">
          {t('transit.rates.over')}
        </Text>
      )}
    </Stack>
  );
}
