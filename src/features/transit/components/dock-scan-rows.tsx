/** The running list of a load's scans on this device: the verdict's colour, its words, where the scan stands (waiting, sent, refused by the server). */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceScanView } from '../hooks/use-dock-session';
import { useLang, verdictPalette, verdictText } from '../utils/labels';

const STATE_PALETTE: Record<string, string> = { refused: 'gray', saving: 'gray', queued: 'blue', sent: 'green', failed: 'red', unsaved: 'red' };

export function DockScanRows({ rows }: { rows: readonly DeviceScanView[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text fontSize="sm" color="fg.muted">{t('transit.detail.noScans')}</Text>;
  return (
    <Stack gap="1" maxH={{ base: 'none', md: '38vh' }} overflowY="auto" data-testid="ts-dock-rows">
      {rows.slice(0, 300).map((r) => (
        <Row key={r.id} row={r} />
      ))}
    </Stack>
  );
}

const Row = memo(
  function Row({ row: r }: { row: DeviceScanView }) {
    const { t } = useTranslation();
    const lang = useLang();
    const palette = r.state === 'failed' ? 'red' : verdictPalette(r.result, r.accepted);
    return (
      <HStack
        gap="2"
        px="2"
        py="1.5"
        borderRadius="md"
        borderStartWidth="4px"
        borderStartColor={`${palette}.solid`}
        bg={r.state === 'failed' ? 'red.subtle' : 'bg.subtle'}
        data-testid="ts-dock-row"
        data-result={r.result}
        data-state={r.state}
      >
        <Box flex="1" minW="0">
          <Text fontSize="sm" fontFamily="mono" truncate>
            {r.code}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {verdictText(r.result, r.accepted, r.phase, r.packageNo || r.code, lang)}
            {r.provisional ? ` · ${t('transit.dock.provisional')}` : ''}
          </Text>
          {r.serverMessage && (
            <Text fontSize="xs" color="fg.error" data-testid="ts-dock-server">
              {r.serverMessage}
            </Text>
          )}
        </Box>
        <Badge colorPalette={STATE_PALETTE[r.state]} variant="subtle" flexShrink={0}>
          {t(`transit.dock.state.${r.state}`)}
        </Badge>
        <Text fontSize="xs" color="fg.muted" flexShrink={0}>
          {new Date(r.occurredAt).toLocaleTimeString(lang === 'zh' ? 'zh-CN' : 'en', { hour12: false })}
        </Text>
      </HStack>
    );
  },
  (a, b) => a.row.id === b.row.id && a.row.state === b.row.state && a.row.serverMessage === b.row.serverMessage && a.row.result === b.row.result,
);
