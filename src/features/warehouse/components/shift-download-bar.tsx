/**
 * 下载今日单据 above the inbound, outbound and count lists: the warehouse's whole shift (shift-download.ts) stored on
 * the device, with its progress, the last download's figures and time, and — with no network — how many documents
 * the list is showing from the device.
 */
import { Alert, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuWifiOff } from 'react-icons/lu';
import { ApiError } from '@/lib/api-client';
import { useShiftDownload, useShiftDownloadNote } from '../api/shift-download';

export interface ShiftDownloadBarProps {
  warehouseId: number | undefined;
  online: boolean;
  /** offline: the documents the list shows from the device */
  offlineCount: number;
}

const time = (at: number) => new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

export function ShiftDownloadBar({ warehouseId, online, offlineCount }: ShiftDownloadBarProps) {
  const { t, i18n } = useTranslation();
  const download = useShiftDownload();
  const note = useShiftDownloadNote(warehouseId);
  const progress = download.progress;
  const number = (n: number) => n.toLocaleString(i18n.language.startsWith('zh') ? 'zh-CN' : 'en');
  const last = note.data;
  const error = download.error ? (download.error instanceof ApiError ? download.error.msg : download.error.message) : '';

  return (
    <Stack gap="2" data-testid="wh-shift">
      <HStack gap="2" flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          disabled={!warehouseId || !online}
          loading={download.isPending}
          title={warehouseId ? t('warehouse.shift.hint') : t('warehouse.shift.chooseWarehouse')}
          onClick={() => warehouseId && download.mutate(warehouseId)}
          data-testid="wh-shift-download"
        >
          <LuDownload /> {t('warehouse.shift.download')}
        </Button>
        {!warehouseId && online && (
          <Text fontSize="sm" color="fg.muted">
            {t('warehouse.shift.chooseWarehouse')}
          </Text>
        )}
        {warehouseId && last && !progress && (
          <Text fontSize="sm" color="fg.muted" data-testid="wh-shift-done">
            {t('warehouse.shift.done', { documents: number(last.documents), lines: number(last.lines), time: time(last.at) })}
          </Text>
        )}
        {progress && (
          <HStack gap="2" flex="1" minW="200px" data-testid="wh-shift-progress">
            <Progress.Root value={progress.phase === 'store' && progress.total ? (progress.done / progress.total) * 100 : null} size="sm" flex="1" minW="80px" colorPalette="brand">
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
              {progress.phase === 'fetch' ? t('warehouse.shift.fetching') : t('warehouse.shift.storing', { done: progress.done, total: progress.total })}
            </Text>
          </HStack>
        )}
      </HStack>
      {!online && (
        <Alert.Root status="warning" size="sm" data-testid="wh-shift-offline">
          <Alert.Indicator>
            <LuWifiOff />
          </Alert.Indicator>
          <Alert.Title>{t('warehouse.shift.offline', { count: offlineCount })}</Alert.Title>
        </Alert.Root>
      )}
      {error && (
        <Alert.Root status="error" size="sm" data-testid="wh-shift-error">
          <Alert.Indicator />
          <Alert.Title>{t('warehouse.shift.failed', { msg: error })}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
