/**
 * /saas/field/tasks (我的任务), phone first: the signed-in user's tasks downloaded for offline use, in tabs to
 * appoint / to sign / to revisit; each card acts through the outbox, so the work goes on with no network.
 */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuScanLine } from 'react-icons/lu';
import { toast } from '@/lib/toaster';
import { useDownloadedAt, useDownloadFieldOrders, useFieldOrders, useFieldScope, useRejected } from '../hooks/use-field-orders';
import { useFieldSync } from '../hooks/use-field-sync';
import { useOnline } from '../hooks/use-online';
import { effectiveStatus, tabCounts, taskActions, TASK_TABS, type TaskAction, type TaskTab } from '../utils/field-status';
import type { FieldOrder } from '../utils/field-store';
import { parseScannedCode } from '../utils/scan-code';
import { AppointForm } from './appoint-form';
import { CameraScanner } from '@/components/ui/scanner/camera-scanner';
import { DownloadBar } from './download-bar';
import { PositionShareToggle } from './position-share-toggle';
import { FeedbackForm } from './feedback-form';
import { SignForm } from './sign-form';
import { TaskCard } from './task-card';
import { ORDER_STATUS_LABELS } from '@/domain/order-status';
import { isReporterType } from '@/domain/transporter-map';
import { useTokenPayload } from '@/lib/session/token-store';

const isTab = (s: string | null): s is TaskTab => !!s && (TASK_TABS as readonly string[]).includes(s);

export interface TasksScreenProps {
  /** buttons another area adds to each task card (composed in app/) */
  taskExtra?(order: FieldOrder): ReactNode;
}

export function TasksScreen({ taskExtra }: TasksScreenProps = {}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const navigate = useNavigate();
  const online = useOnline();
  const { role, scope } = useFieldScope();
  const reporter = isReporterType(useTokenPayload()?.main_type);
  const { data: orders = [] } = useFieldOrders();
  const { data: rejected } = useRejected();
  const downloadedAt = useDownloadedAt('tasks');
  const download = useDownloadFieldOrders('tasks', TASK_TABS);
  const [tab, setTab] = useState<TaskTab>('TO_APPOINT');
  const [open, setOpen] = useState<{ order: FieldOrder; action: TaskAction } | null>(null);
  const [scanning, setScanning] = useState(false);
  const [highlight, setHighlight] = useState<string | null>(null);
  useFieldSync();

  const run = (quiet: boolean) =>
    download.mutate(undefined, {
      onSuccess: (count) => !quiet && toast.success(t('field.tasks.downloaded', { count })),
      onError: (e) => !quiet && toast.error(t('field.tasks.downloadFailed', { msg: (e as { msg?: string }).msg ?? (e instanceof Error ? e.message : '') })),
    });
  // online on open, and again when the network comes back: refresh the local copy quietly (offline the last
  // download is used)
  const refreshed = useRef(false);
  useEffect(() => {
    if (!online) refreshed.current = false;
    if (refreshed.current || !online || !role) return;
    refreshed.current = true;
    run(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, role]);

  const counts = useMemo(() => tabCounts(orders), [orders]);
  const shown = useMemo(() => orders.filter((o) => effectiveStatus(o) === tab).sort((a, b) => a.orderNo.localeCompare(b.orderNo)), [orders, tab]);

  useEffect(() => {
    if (!highlight) return;
    document.querySelector(`[data-order-no="${highlight}"]`)?.scrollIntoView({ block: 'center' });
  }, [highlight, tab]);

  const openScanned = (text: string) => {
    setScanning(false);
    const no = parseScannedCode(text);
    if (!no) {
      toast.warning(t('field.scan.invalid', { code: text.slice(0, 40) }));
      return;
    }
    const found = orders.find((o) => o.orderNo === no);
    const status = found ? effectiveStatus(found) : null;
    if (found && isTab(status)) {
      setTab(status);
      setHighlight(no);
      return;
    }
    if (online) {
      toast.info(t('field.tasks.opening', { no }));
      void navigate({ to: '/saas/order/detail/$id', params: { id: no } });
      return;
    }
    toast.warning(t('field.tasks.notTask', { no }));
  };

  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} maxW="720px" mx="auto" data-testid="field-tasks-screen">
      <HStack justify="space-between">
        <Heading size="md">{t('routes.saasFieldTasks')}</Heading>
        <Button size="sm" colorPalette="brand" onClick={() => setScanning(true)} data-testid="field-tasks-scan">
          <LuScanLine /> {t('field.tasks.scan')}
        </Button>
      </HStack>
      {reporter && scope && <PositionShareToggle key={scope} scope={scope} underWay={counts.TO_SIGN > 0} />}
      <DownloadBar downloadedAt={downloadedAt.data} localCount={counts.TO_APPOINT + counts.TO_SIGN + counts.TO_REVISIT} pending={download.isPending} label={t('field.tasks.download')} onDownload={() => run(false)} />
      <HStack gap="1" borderBottomWidth="1px" overflowX="auto" role="tablist">
        {TASK_TABS.map((s) => (
          <Button
            key={s}
            role="tab"
            aria-selected={s === tab}
            size="sm"
            variant="ghost"
            flex="1"
            borderRadius="0"
            borderBottomWidth="2px"
            borderBottomColor={s === tab ? 'brand.500' : 'transparent'}
            fontWeight={s === tab ? 'semibold' : 'normal'}
            color={s === tab ? 'brand.600' : 'fg.muted'}
            onClick={() => setTab(s)}
            data-testid={`field-tab-${s}`}
            data-count={counts[s]}
          >
            {ORDER_STATUS_LABELS[s][lang]} ({counts[s]})
          </Button>
        ))}
      </HStack>
      <Stack gap="2" data-testid="field-task-list" data-tab={tab}>
        {shown.length === 0 ? (
          <Box py="10" textAlign="center">
            <Text color="fg.muted">{t('field.tasks.empty')}</Text>
          </Box>
        ) : (
          shown.map((o) => (
            <TaskCard
              key={o.id}
              order={o}
              actions={taskActions(role, effectiveStatus(o))}
              rejection={rejected?.get(o.orderNo)}
              highlighted={highlight === o.orderNo}
              onAction={(action) => setOpen({ order: o, action })}
              extra={taskExtra?.(o)}
            />
          ))
        )}
      </Stack>
      {open?.action === 'appoint' && <AppointForm order={open.order} onClose={() => setOpen(null)} />}
      {open?.action === 'sign' && <SignForm order={open.order} onClose={() => setOpen(null)} />}
      {open?.action === 'feedback' && <FeedbackForm order={open.order} onClose={() => setOpen(null)} />}
      {scanning && <CameraScanner onCode={openScanned} onClose={() => setScanning(false)} />}
    </Stack>
  );
}
