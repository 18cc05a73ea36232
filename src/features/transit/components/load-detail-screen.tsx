/**
 * 配载详情: the load's facts, capacity rates, planned vs loaded vs departed vs unloaded, its orders with each
 * carton's state, the scans (newest first, verdict coloured), discrepancies with a resolve action, the history,
 * and the actions the answer lists (a reason for the cancels, allow_partial on a partial departure, the receiving
 * location on an arrival at a warehouse). Kept in the lookup cache: opened once online, it reads offline too.
 */
import { Alert, Badge, Button, Dialog, Field, Grid, Heading, HStack, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuScanLine } from 'react-icons/lu';
import type { DiscrepancyRow, LoadDetail } from '@/domain/transit/api';
import type { LoadAction } from '@/domain/transit/loads';
import { formatDateTime } from '@/domain/relative-time';
import { ApiError } from '@/lib/api-client';
import { useLoad, useResolveDiscrepancy } from '../api/loads';
import { departPath, unloadPath } from '../utils/load-lists';
import { actionLabel, statusLabel, STATUS_PALETTE, transitMessage, typeLabel, useLang } from '../utils/labels';
import { LoadActionDialog } from './load-action-dialog';
import { LoadDiscrepancies, LoadFacts, LoadFigures, LoadOrders, LoadScans, LoadTimeline } from './load-sections';

export function LoadDetailScreen() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id?: string };
  const loadId = Number(id);
  const load = useLoad(Number.isInteger(loadId) && loadId > 0 ? loadId : undefined);
  if (!load.data) {
    return (
      <Stack p="4">
        <Text color={load.isError ? 'fg.error' : 'fg.muted'}>{load.isError ? t('transit.loadFailed') : '…'}</Text>
      </Stack>
    );
  }
  return <Detail load={load.data} fromCache={load.fromCache} fetchedAt={load.fetchedAt} />;
}

const ORDER: LoadAction[] = ['start_loading', 'depart', 'arrive', 'close', 'cancel_loading', 'cancel_departure', 'cancel_arrival', 'cancel'];

function Detail({ load, fromCache, fetchedAt }: { load: LoadDetail; fromCache: boolean; fetchedAt: number | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [acting, setActing] = useState<LoadAction | null>(null);
  const [resolving, setResolving] = useState<DiscrepancyRow | null>(null);
  const actions = ORDER.filter((a) => load.actions.includes(a));
  const docking = load.status === 'planned' || load.status === 'loading';

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="ts-detail" data-status={load.status}>
      <HStack gap="2" flexWrap="wrap">
        <Heading size="md" fontFamily="mono" data-testid="ts-detail-no">
          {load.load_no}
        </Heading>
        <Badge variant="outline">{typeLabel(load.type, lang)}</Badge>
        <Badge colorPalette={STATUS_PALETTE[load.status]} size="lg" data-testid="ts-detail-status">
          {statusLabel(load.status, lang)}
        </Badge>
        <HStack gap="2" ms={{ md: 'auto' }} flexWrap="wrap">
          {docking && (
            <Button size="sm" colorPalette="brand" onClick={() => void navigate({ to: departPath(load.id) } as never)} data-testid="ts-detail-dock">
              <LuScanLine /> {t('transit.detail.openDock')}
            </Button>
          )}
          {load.status === 'departed' && (
            <Button size="sm" colorPalette="purple" onClick={() => void navigate({ href: unloadPath(load.id) } as never)} data-testid="ts-detail-unload">
              <LuScanLine /> {t('transit.detail.openUnload')}
            </Button>
          )}
          {actions.map((a) => (
            <Button key={a} size="sm" variant={a.startsWith('cancel') ? 'outline' : 'solid'} colorPalette={a.startsWith('cancel') ? 'red' : 'brand'} onClick={() => setActing(a)} data-testid={`ts-action-${a}`}>
              {actionLabel(a, lang)}
            </Button>
          ))}
        </HStack>
      </HStack>
      {fromCache && fetchedAt && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('transit.offlineCopy', { when: formatDateTime(new Date(fetchedAt)) })}</Alert.Title>
        </Alert.Root>
      )}
      <LoadFacts load={load} />
      <LoadFigures load={load} />
      <LoadDiscrepancies load={load} onResolve={setResolving} />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="3" alignItems="start">
        <LoadOrders load={load} />
        <Stack gap="3" minW="0">
          <LoadScans load={load} />
          <LoadTimeline load={load} />
        </Stack>
      </Grid>
      {acting && (
        <LoadActionDialog
          load={load}
          action={acting}
          preview={acting === 'arrive' ? { short: load.figures.departed_cartons - load.orders.flatMap((o) => o.cartons).filter((c) => c.departed && c.unloaded).length, over: load.orders.flatMap((o) => o.cartons).filter((c) => c.unloaded && !c.departed).length } : undefined}
          onClose={() => setActing(null)}
        />
      )}
      {resolving && <ResolveDialog loadId={load.id} discrepancy={resolving} onClose={() => setResolving(null)} />}
    </Stack>
  );
}

function ResolveDialog({ loadId, discrepancy, onClose }: { loadId: number; discrepancy: DiscrepancyRow; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const resolve = useResolveDiscrepancy(loadId);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    setProblem(null);
    if (!note.trim()) return setProblem(transitMessage('tsNoteRequired', lang));
    try {
      await resolve.mutateAsync({ id: discrepancy.id, note: note.trim() });
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" data-testid="ts-resolve-dialog">
            <Dialog.Header>
              <Dialog.Title fontSize="md">
                {t('transit.detail.resolve')} · {discrepancy.package_no}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root required>
                  <Field.Label>
                    {t('transit.action.note')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea value={note} maxLength={500} onChange={(e) => setNote(e.currentTarget.value)} data-testid="ts-resolve-note" />
                </Field.Root>
                {problem && (
                  <Alert.Root status="error" size="sm">
                    <Alert.Indicator />
                    <Alert.Title>{problem}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('transit.cancel')}
              </Button>
              <Button colorPalette="brand" loading={resolve.isPending} onClick={() => void submit()} data-testid="ts-resolve-submit">
                {t('transit.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
