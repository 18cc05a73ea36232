/** The navbar's outbox badge: pending + failed entries of this device, linking to the sync centre. */
import { Badge, IconButton } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuCloudUpload } from 'react-icons/lu';
import { useOutboxSummary } from '@/lib/outbox';

export const SYNC_CENTRE_PATH = '/saas/sync/index';

export function SyncBadge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const summary = useOutboxSummary();
  const count = summary.pending + summary.failed;
  const alarm = summary.failed > 0 || summary.paused === 'auth';
  const label = summary.paused === 'auth' ? t('ui.syncBadge.pausedAuth', { count }) : count > 0 ? t('ui.syncBadge.label', { count }) : t('ui.syncBadge.allSent');
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={label}
      title={label}
      data-testid="sync-badge"
      data-paused={summary.paused ?? undefined}
      position="relative"
      onClick={() => void navigate({ to: SYNC_CENTRE_PATH } as never)}
    >
      <LuCloudUpload />
      {(count > 0 || summary.paused === 'auth') && (
        <Badge
          data-testid="sync-badge-count"
          position="absolute"
          top="0"
          right="0"
          transform="translate(30%, -20%)"
          colorPalette={alarm ? 'red' : 'orange'}
          variant="solid"
          rounded="full"
          fontSize="10px"
          minW="18px"
          h="16px"
          px="1"
          justifyContent="center"
        >
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </IconButton>
  );
}
