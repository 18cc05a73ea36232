/**
 * The print queue panel: whether the plugin answers, 'retry now', and this device's jobs (newest first) with their
 * status, times and last error; retry a waiting or failed job, reprint a printed one, remove one not being sent.
 */
import { Alert, Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPrinter, LuRefreshCw, LuTrash2 } from 'react-icons/lu';
import { Drawer } from '@/components/ui/drawer/drawer';
import { formatDateTime } from '@/domain/relative-time';
import { removePrintJob, reprintJob, retryJob, retryNow, usePrintPluginState, type PrintJobRow, type PrintJobStatus } from '@/lib/print-queue';

const STATUS_PALETTE: Record<PrintJobStatus, string> = { queued: 'orange', printing: 'blue', printed: 'green', failed: 'red' };

export interface PrintQueueDrawerProps {
  open: boolean;
  onClose(): void;
  jobs: PrintJobRow[];
  waiting: number;
  failed: number;
}

export function PrintQueueDrawer({ open, onClose, jobs, waiting, failed }: PrintQueueDrawerProps) {
  const { t } = useTranslation();
  const plugin = usePrintPluginState();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await retryNow();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Drawer open={open} onClose={onClose} alignment="right" width="min(100vw, 460px)" title={t('ui.printQueue.title')} data-testid="print-queue-drawer">
      <Stack gap="3">
        <Alert.Root status={plugin === 'present' ? 'success' : plugin === 'absent' ? 'warning' : 'info'} size="sm" data-testid="print-queue-plugin" data-state={plugin}>
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t(`ui.printQueue.plugin.${plugin}`)}</Alert.Title>
        </Alert.Root>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" data-testid="print-queue-summary">
            {t('ui.printQueue.summary', { waiting, failed })}
          </Text>
          <Button size="xs" variant="outline" onClick={() => void retry()} loading={retrying} disabled={waiting === 0} data-testid="print-queue-retry-now">
            <LuRefreshCw /> {t('ui.printQueue.retryNow')}
          </Button>
        </HStack>
        {jobs.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" textAlign="center" py="6" data-testid="print-queue-empty">
            {t('ui.printQueue.empty')}
          </Text>
        ) : (
          <Stack gap="2" data-testid="print-queue-jobs">
            {jobs.map((job) => (
              <PrintJobItem key={job.id} job={job} />
            ))}
          </Stack>
        )}
      </Stack>
    </Drawer>
  );
}

function PrintJobItem({ job }: { job: PrintJobRow }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const error = job.lastError && job.status !== 'printed' ? t(`ui.printQueue.error.${job.lastError.code}`, { message: job.lastError.message }) : null;
  return (
    <Box borderWidth="1px" rounded="md" p="3" bg="bg" data-testid="print-job" data-status={job.status} data-job-id={job.id} data-reprint={job.reprintOf ? 'true' : undefined}>
      <HStack justify="space-between" align="flex-start" gap="2">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" fontSize="sm" wordBreak="break-word">
            {job.title}
          </Text>
          <HStack gap="1.5" wrap="wrap" fontSize="xs" color="fg.muted">
            <Text>{t(`ui.printQueue.kind.${job.kind}`)}</Text>
            {job.reprintOf && <Badge size="xs">{t('ui.printQueue.reprintOf')}</Badge>}
            <Text>· {t('ui.printQueue.pages', { count: job.pageCount })}</Text>
          </HStack>
        </Stack>
        <Badge colorPalette={STATUS_PALETTE[job.status]} variant="subtle" flexShrink={0} data-testid="print-job-status">
          {t(`ui.printQueue.status.${job.status}`)}
        </Badge>
      </HStack>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {t('ui.printQueue.created', { time: formatDateTime(new Date(job.createdAt)) })}
        {job.printedAt !== null && ` · ${t('ui.printQueue.printed', { time: formatDateTime(new Date(job.printedAt)) })}`}
        {job.attempts > 0 && ` · ${t('ui.printQueue.attempts', { count: job.attempts })}`}
      </Text>
      {error && (
        <Text fontSize="xs" color={job.status === 'failed' ? 'fg.error' : 'fg.warning'} mt="1" data-testid="print-job-error">
          {error}
        </Text>
      )}
      <HStack gap="1.5" mt="2" justify="flex-end">
        {(job.status === 'queued' || job.status === 'failed') && (
          <Button size="2xs" variant="outline" disabled={busy} onClick={() => void run(() => retryJob(job.id))} data-testid="print-job-retry">
            <LuRefreshCw /> {t('ui.printQueue.retry')}
          </Button>
        )}
        {job.status === 'printed' && (
          <Button size="2xs" variant="outline" disabled={busy} onClick={() => void run(() => reprintJob(job.id))} data-testid="print-job-reprint">
            <LuPrinter /> {t('ui.printQueue.reprint')}
          </Button>
        )}
        {job.status !== 'printing' && (
          <Button size="2xs" variant="ghost" colorPalette="red" disabled={busy} onClick={() => void run(() => removePrintJob(job.id))} data-testid="print-job-remove">
            <LuTrash2 /> {t('ui.printQueue.remove')}
          </Button>
        )}
      </HStack>
    </Box>
  );
}
