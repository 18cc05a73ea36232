/**
 * Beside the map: how many waiting orders of the current filters go to each district, most first (GET
 * /order/waybills/area-counts). Clicking a district sets the area filter; 全部区域 clears it. With a district
 * chosen the panel lists its whole city (the chosen one highlighted) so a neighbour is one click away.
 */
import { Badge, Box, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AreaCount } from '../api/get-area-counts';

export interface AreaCountsPanelProps {
  list: readonly AreaCount[] | undefined;
  loading: boolean;
  failed: boolean;
  /** the area filter now (province, city or district code) */
  activeCode: string | undefined;
  onPick(code: string | undefined): void;
}

export function AreaCountsPanel({ list, loading, failed, activeCode, onPick }: AreaCountsPanelProps) {
  const { t } = useTranslation();
  const rows = list ?? [];
  return (
    <Stack gap="0" h="100%" minH="0" bg="bg" borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="map-area-counts" data-count={list ? rows.length : undefined}>
      <Text fontSize="xs" fontWeight="semibold" px="2" py="1.5" borderBottomWidth="1px" bg="bg.subtle">
        {t('orderMap.areas.title')}
      </Text>
      <Box flex="1" minH="0" overflowY="auto" py="1">
        <AreaButton label={t('orderMap.areas.all')} active={!activeCode} onClick={() => onPick(undefined)} testId="map-area-all" />
        {loading && !list && (
          <Stack align="center" py="3">
            <Spinner size="xs" />
          </Stack>
        )}
        {failed && !list && (
          <Text fontSize="xs" color="fg.muted" px="2" py="2" data-testid="map-area-counts-error">
            {t('orderMap.areas.failed')}
          </Text>
        )}
        {list && rows.length === 0 && (
          <Text fontSize="xs" color="fg.muted" px="2" py="2">
            {t('orderMap.areas.empty')}
          </Text>
        )}
        {rows.map((r) => (
          <AreaButton
            key={r.code || 'unknown'}
            label={r.name || t('orderMap.areas.unknown')}
            context={r.city && r.city !== '市辖区' ? r.city : r.province}
            count={r.count}
            active={!!r.code && r.code === activeCode}
            disabled={!r.code}
            title={r.code ? t('orderMap.areas.pick', { name: `${r.province}${r.city === '市辖区' ? '' : r.city}${r.name}` }) : undefined}
            onClick={() => onPick(r.code)}
            testId="map-area-count"
            code={r.code}
          />
        ))}
      </Box>
    </Stack>
  );
}

interface AreaButtonProps {
  label: string;
  context?: string;
  count?: number;
  active: boolean;
  disabled?: boolean;
  title?: string;
  onClick(): void;
  testId: string;
  code?: string;
}

function AreaButton({ label, context, count, active, disabled, title, onClick, testId, code }: AreaButtonProps) {
  return (
    <Button
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'blue' : 'gray'}
      size="xs"
      w="full"
      justifyContent="space-between"
      borderRadius="0"
      px="2"
      fontWeight={active ? 'semibold' : 'normal'}
      disabled={disabled}
      title={title}
      onClick={onClick}
      aria-pressed={active}
      data-testid={testId}
      data-code={code}
      data-name={code ? label : undefined}
      data-count={count}
      data-active={active ? '' : undefined}
    >
      <Text as="span" truncate minW="0" textAlign="start">
        {label}
        {context && (
          <Text as="span" color="fg.muted" ms="1" fontSize="2xs">
            {context}
          </Text>
        )}
      </Text>
      {count !== undefined && (
        <Badge size="sm" variant={active ? 'solid' : 'subtle'} colorPalette={active ? 'blue' : 'gray'} flexShrink={0}>
          {count}
        </Badge>
      )}
    </Button>
  );
}
