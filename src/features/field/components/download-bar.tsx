/** The download row of a field screen: when the local copy was fetched, offline notice, and the download button. */
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload } from 'react-icons/lu';
import { useMinuteClock, useOnline } from '../hooks/use-online';
import { downloadAge } from '../utils/age';

export interface DownloadBarProps {
  downloadedAt: number | null | undefined;
  /** how many orders of this screen are on the device */
  localCount?: number;
  pending: boolean;
  label: string;
  onDownload(): void;
  children?: ReactNode;
}

export function DownloadBar({ downloadedAt, localCount, pending, label, onDownload, children }: DownloadBarProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const now = useMinuteClock();
  const age = downloadAge(downloadedAt, now);
  return (
    <HStack gap="2" wrap="wrap" justify="space-between">
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" data-testid="field-downloaded-at">
          {t(age.key, { count: age.count })}
        </Text>
        {localCount !== undefined && downloadedAt && (
          <Text fontSize="sm" color="fg.muted" data-testid="field-local-count">
            · {t('field.localCount', { count: localCount })}
          </Text>
        )}
        {!online && (
          <Badge colorPalette="orange" data-testid="field-offline">
            {t('field.offline')}
          </Badge>
        )}
      </HStack>
      <HStack gap="2">
        {children}
        <Button size="sm" variant="outline" onClick={onDownload} loading={pending} disabled={!online} data-testid="field-download">
          <LuDownload /> {label}
        </Button>
      </HStack>
    </HStack>
  );
}
