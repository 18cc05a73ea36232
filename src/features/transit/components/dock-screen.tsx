/**
 * 配载发车 / 卸车 — the dock tablet (1024×768 first, usable on a 390 px phone): a big scan field (a keyboard-wedge
 * scanner types + Enter; the camera), the verdict at once from matchLoadScan on the load kept on the device (green
 * ok, amber unplanned / overage, red refusals, with a sound), loaded vs planned and the capacity rates moving with
 * each scan, the planned cartons not loaded yet, and 发车 (or 确认到达 when unloading). Works with no network: the
 * load opened online stays in the lookup cache and each scan waits in the outbox.
 */
import { Alert, Badge, Box, Button, Grid, Heading, HStack, Input, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { memo, useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuCamera, LuScanLine, LuWifiOff } from 'react-icons/lu';
import { signalAccepted, signalRefused } from '@/components/ui/scanner/beep';
import { CameraScanner } from '@/components/ui/scanner/camera-scanner';
import type { LoadDetail } from '@/domain/transit/api';
import { kgText, m3Text, scanPhaseOf, type LoadStatus } from '@/domain/transit/loads';
import type { LoadScanMatch } from '@/domain/transit/scan-match';
import { formatDateTime } from '@/domain/relative-time';
import { useOnline } from '@/lib/use-online';
import { useLoad } from '../api/loads';
import { useDockSession } from '../hooks/use-dock-session';
import { detailPath } from '../utils/load-lists';
import { statusLabel, STATUS_PALETTE, useLang, verdictPalette, verdictText } from '../utils/labels';
import { DockScanRows } from './dock-scan-rows';
import { LoadActionDialog } from './load-action-dialog';
import { RateBars } from './rate-bars';

/** a planned carton not scanned yet; memoised, so a scan re-renders only the list, not its 200 rows */
const MissingRow = memo(function MissingRow({ packageNo, productName }: { packageNo: string; productName: string }) {
  return (
    <HStack gap="2" fontSize="sm" minW="0" data-testid="ts-dock-missing-row">
      <Text fontFamily="mono" whiteSpace="nowrap" flexShrink={0}>
        {packageNo}
      </Text>
      <Text color="fg.muted" truncate minW="0">
        {productName}
      </Text>
    </HStack>
  );
});

/** the depart/:id route */
export function DepartScreen() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const navigate = useNavigate();
  const loadId = Number(id);
  if (!Number.isInteger(loadId) || loadId < 1) return null;
  return <DockScreen loadId={loadId} onBack={() => void navigate({ to: detailPath(loadId) } as never)} />;
}

export interface DockScreenProps {
  loadId: number;
  onBack(): void;
}

export function DockScreen({ loadId, onBack }: DockScreenProps) {
  const { t } = useTranslation();
  const load = useLoad(loadId);
  if (!load.data) {
    return (
      <Stack p="4" gap="3">
        <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={onBack}>
          <LuArrowLeft />
        </Button>
        {load.isError ? <Text color="fg.error">{t('transit.loadFailed')}</Text> : <Text color="fg.muted">…</Text>}
      </Stack>
    );
  }
  return <Dock load={load.data} fromCache={load.fromCache} fetchedAt={load.fetchedAt} onBack={onBack} />;
}

function Dock({ load, fromCache, fetchedAt, onBack }: { load: LoadDetail; fromCache: boolean; fetchedAt: number | null; onBack(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const online = useOnline();
  const navigate = useNavigate();
  const phase = scanPhaseOf(load.status as LoadStatus);
  // a load that takes no scans now (departed already at origin, arrived) still shows what this device did
  const scanPhase = phase ?? (load.status === 'arrived' || load.status === 'closed' ? 'unload' : 'load');
  const session = useDockSession({ load, scanPhase, onAccepted: signalAccepted, onRefused: signalRefused });
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [last, setLast] = useState<{ match: LoadScanMatch; code: string } | null>(null);
  const [acting, setActing] = useState(false);
  const f = session.figures;
  const unloading = scanPhase === 'unload';
  // the device's scans: under the scan field on a tablet, below the figures and the button on a phone
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const scans = (
    <Stack gap="1">
      <ScansHeader waiting={session.waiting} />
      <DockScanRows rows={session.rows.filter((r) => r.phase === scanPhase)} />
    </Stack>
  );

  const take = useCallback(
    (raw: string) => {
      const value = raw.trim();
      if (!value) return;
      const match = session.scan(value);
      if (match) setLast({ match, code: value.toUpperCase() });
    },
    [session],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = code;
    setCode('');
    take(value);
    input.current?.focus();
  };

  /** planned orders with some but not all cartons loaded, as this device sees them */
  const partial = useMemo(() => {
    if (!f || unloading) return false;
    const missingByOrder = new Map<string, number>();
    for (const c of f.missing) missingByOrder.set(c.orderNo, (missingByOrder.get(c.orderNo) ?? 0) + 1);
    return load.orders.some((o) => o.planned && (missingByOrder.get(o.order_no) ?? 0) > 0 && (missingByOrder.get(o.order_no) ?? 0) < o.cartons.length);
  }, [f, unloading, load.orders]);

  const finalAction = unloading ? 'arrive' : 'depart';
  // depart needs a load scan recorded; a planned load becomes loading with its first scan on the server
  const canAct = online && session.waiting === 0 && (unloading ? load.status === 'departed' : load.status === 'loading' || load.status === 'planned') && (unloading || (f?.doneExpected ?? 0) + (f?.extra ?? 0) > 0);

  return (
    <Stack gap="3" p={{ base: '2', md: '4' }} minW="0" data-testid="ts-dock" data-phase={scanPhase} data-status={load.status}>
      <HStack gap="2" flexWrap="wrap">
        <Button variant="ghost" size="sm" onClick={onBack} aria-label={t('transit.dock.detail')} data-testid="ts-dock-back">
          <LuArrowLeft />
        </Button>
        <Heading size={{ base: 'sm', md: 'md' }} fontFamily="mono">
          {unloading ? t('transit.dock.titleUnload', { no: load.load_no }) : t('transit.dock.titleLoad', { no: load.load_no })}
        </Heading>
        <Badge colorPalette={STATUS_PALETTE[load.status]} data-testid="ts-dock-status">
          {statusLabel(load.status, lang)}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {load.from_site.name} → {load.to_site.name}
          {load.vehicle_plate ? ` · ${load.vehicle_plate}` : ''}
          {load.driver_name ? ` · ${load.driver_name}` : ''}
        </Text>
        <Button size="xs" variant="outline" ms="auto" onClick={() => void navigate({ to: detailPath(load.id) } as never)}>
          {t('transit.dock.detail')}
        </Button>
      </HStack>
      {!online && (
        <Alert.Root status="warning" size="sm" data-testid="ts-dock-offline">
          <LuWifiOff />
          <Alert.Title>{fromCache && fetchedAt ? t('transit.offlineCopy', { when: formatDateTime(new Date(fetchedAt)) }) : t('transit.dock.offline')}</Alert.Title>
        </Alert.Root>
      )}
      {!phase && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('transit.dock.noPhase', { status: statusLabel(load.status, lang) })}</Alert.Title>
        </Alert.Root>
      )}
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="3" alignItems="start">
        <Stack gap="3" minW="0">
          <Stack gap="2" borderWidth="2px" borderColor="brand.emphasized" borderRadius="lg" p="3">
            <HStack gap="2">
              <LuScanLine />
              <Text fontWeight="semibold">{unloading ? t('transit.detail.unload') : t('transit.detail.load')}</Text>
            </HStack>
            <form onSubmit={submit}>
              <HStack gap="2" align="stretch">
                <Input
                  ref={input}
                  autoFocus
                  size="2xl"
                  fontSize="xl"
                  fontFamily="mono"
                  value={code}
                  maxLength={64}
                  autoComplete="off"
                  autoCapitalize="characters"
                  enterKeyHint="done"
                  disabled={!phase}
                  placeholder={t('transit.dock.placeholder')}
                  aria-label={t('transit.dock.placeholder')}
                  onChange={(e) => setCode(e.currentTarget.value)}
                  data-testid="ts-scan-input"
                />
                <Button type="button" size="2xl" variant="outline" disabled={!phase} aria-label={t('transit.dock.camera')} onClick={() => setCamera(true)} data-testid="ts-scan-camera">
                  <LuCamera />
                </Button>
                <Button type="submit" size="2xl" colorPalette="brand" disabled={!phase} display={{ base: 'none', sm: 'inline-flex' }} data-testid="ts-scan-submit">
                  {t('transit.dock.submit')}
                </Button>
              </HStack>
            </form>
            {last && (
              <Box
                borderRadius="md"
                px="4"
                py="3"
                bg={`${verdictPalette(last.match.result, last.match.accepted)}.solid`}
                color={`${verdictPalette(last.match.result, last.match.accepted)}.contrast`}
                data-testid="ts-scan-last"
                data-result={last.match.result}
                data-accepted={last.match.accepted ? 'true' : 'false'}
                aria-live="assertive"
              >
                <Text fontSize="2xl" fontWeight="bold" fontFamily="mono">
                  {last.match.packageNo || last.code}
                </Text>
                <Text fontSize="md">
                  {verdictText(last.match.result, last.match.accepted, scanPhase, last.match.packageNo || last.code, lang)}
                  {last.match.provisional ? ` · ${t('transit.dock.provisional')}` : ''}
                </Text>
              </Box>
            )}
          </Stack>
          {!phone && scans}
        </Stack>
        <Stack gap="3" minW="0">
          {f && (
            <Stack gap="2" borderWidth="1px" borderRadius="lg" p="3" bg="bg" data-testid="ts-dock-figures" data-done={f.doneExpected} data-expected={f.expected} data-extra={f.extra}>
              <HStack gap="3" align="baseline" flexWrap="wrap">
                <Text fontSize="4xl" fontWeight="bold" lineHeight="1" fontVariantNumeric="tabular-nums" data-testid="ts-dock-count">
                  {f.doneExpected}
                  <Text as="span" fontSize="xl" color="fg.muted">
                    {' '}
                    / {f.expected}
                  </Text>
                </Text>
                <Text color="fg.muted">
                  {unloading ? `${t('transit.dock.unloaded')} / ${t('transit.dock.onManifest')}` : `${t('transit.dock.loaded')} / ${t('transit.dock.planned')}`}
                </Text>
                {f.extra > 0 && (
                  <Badge colorPalette="orange" size="lg" data-testid="ts-dock-extra">
                    {unloading ? t('transit.dock.extraOver', { count: f.extra }) : t('transit.dock.extra', { count: f.extra })}
                  </Badge>
                )}
              </HStack>
              {!unloading && (
                <>
                  <Text fontSize="sm" color="fg.muted">
                    {kgText(f.weight_g)} {t('transit.dock.kg')} · {m3Text(f.volume_cm3)} {t('transit.dock.m3')}
                  </Text>
                  <RateBars rates={f.rates} size="lg" data-testid="ts-dock-rates" />
                </>
              )}
            </Stack>
          )}
          {f && (
            <Stack gap="1" borderWidth="1px" borderRadius="lg" p="3" bg="bg" data-testid="ts-dock-missing" data-count={f.missing.length}>
              <Text fontWeight="semibold" fontSize="sm">
                {f.missing.length === 0 ? t('transit.dock.allDone') : unloading ? t('transit.dock.notUnloaded', { count: f.missing.length }) : t('transit.dock.notLoaded', { count: f.missing.length })}
              </Text>
              <Stack gap="0.5" maxH={{ base: '30vh', md: '28vh' }} overflowY="auto">
                {f.missing.slice(0, 200).map((c) => (
                  <MissingRow key={c.packageNo} packageNo={c.packageNo} productName={c.productName} />
                ))}
              </Stack>
            </Stack>
          )}
          {session.waiting > 0 && (
            <Text fontSize="sm" color="fg.warning" data-testid="ts-dock-waiting">
              {t('transit.action.waitingScans', { count: session.waiting })}
            </Text>
          )}
          <Button size="2xl" colorPalette={unloading ? 'purple' : 'brand'} disabled={!canAct} onClick={() => setActing(true)} data-testid="ts-dock-final">
            {unloading ? t('transit.dock.arrive') : t('transit.dock.depart')}
          </Button>
          {phone && scans}
        </Stack>
      </Grid>
      {camera && (
        <CameraScanner
          continuous
          data-testid="ts-camera"
          onCode={(text) => take(text)}
          onClose={() => {
            setCamera(false);
            input.current?.focus();
          }}
        />
      )}
      {acting && (
        <LoadActionDialog
          load={load}
          action={finalAction}
          partial={partial}
          preview={unloading && f ? { short: f.missing.length, over: f.extra } : undefined}
          onClose={() => setActing(false)}
          onDone={(done) => void navigate({ to: detailPath(done.id) } as never)}
        />
      )}
    </Stack>
  );
}

function ScansHeader({ waiting }: { waiting: number }) {
  const { t } = useTranslation();
  return (
    <HStack gap="2">
      <Text fontWeight="semibold" fontSize="sm">
        {t('transit.dock.myScans')}
      </Text>
      {waiting > 0 && (
        <Badge colorPalette="blue" data-testid="ts-dock-queued">
          {t('transit.dock.waiting', { count: waiting })}
        </Badge>
      )}
    </HStack>
  );
}
