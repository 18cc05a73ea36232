/**
 * /saas/field/scan (扫码作业), tablet first: pick the operation (receive, warehouse in with its warehouse,
 * warehouse out), then scan with a scanner gun, the camera or the keyboard. Each scan is confirmed at once from
 * the downloaded orders and queued as its own outbox entry; the session list follows each one until sent.
 */
import { Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCamera } from 'react-icons/lu';
import { ORDER_ACTION_LABELS } from '@/domain/order-messages';
import { toast } from '@/lib/toaster';
import { useWarehouses } from '../api/get-warehouses';
import { useDownloadedAt, useDownloadFieldOrders, useFieldOrders, useFieldScope, useRejected } from '../hooks/use-field-orders';
import { useOnline } from '../hooks/use-online';
import { useScanSession } from '../hooks/use-scan-session';
import { signalAccepted, signalRefused } from '@/components/ui/scanner/beep';
import { SCAN_OPERATIONS, SCAN_STATUSES, type ScanOperation } from '../utils/field-status';
import { CameraScanner } from '@/components/ui/scanner/camera-scanner';
import { DownloadBar } from './download-bar';
import { ScanRows } from './scan-rows';

export function ScanScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const online = useOnline();
  const { scope, role } = useFieldScope();
  const [op, setOp] = useState<ScanOperation>('receive');
  const [warehouseId, setWarehouseId] = useState('');
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const warehouses = useWarehouses();
  const downloadedAt = useDownloadedAt('scan');
  const download = useDownloadFieldOrders('scan', SCAN_STATUSES);
  const { data: rejected } = useRejected();
  const { data: local = [] } = useFieldOrders();
  const localCount = local.filter((o) => SCAN_STATUSES.includes(o.status as (typeof SCAN_STATUSES)[number])).length;
  const session = useScanSession({ scope, role, online, onAccepted: signalAccepted, onRefused: signalRefused });
  const { markFailed } = session;

  useEffect(() => {
    if (rejected) markFailed(rejected);
  }, [rejected, markFailed]);

  const submitCode = useCallback(
    (raw: string) => {
      if (!raw.trim()) return;
      if (op === 'warehouse_in' && !warehouseId) {
        toast.warning(t('field.scan.chooseWarehouse'));
        return;
      }
      const data = op === 'warehouse_in' ? { warehouse_id: Number(warehouseId) } : {};
      void session.scan(raw, op, data);
    },
    [op, warehouseId, session, t],
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submitCode(code);
    setCode('');
    input.current?.focus();
  };

  const runDownload = () =>
    download.mutate(undefined, {
      onSuccess: (count) => toast.success(t('field.tasks.downloaded', { count })),
      onError: (e) => toast.error(t('field.tasks.downloadFailed', { msg: (e as { msg?: string }).msg ?? (e instanceof Error ? e.message : '') })),
    });

  return (
    <Stack gap="4" p={{ base: '2', md: '4' }} maxW="1100px" mx="auto" data-testid="field-scan-screen">
      <Heading size="md">{t('routes.saasFieldScan')}</Heading>
      <DownloadBar downloadedAt={downloadedAt.data} localCount={localCount} pending={download.isPending} label={t('field.scan.downloadExpected')} onDownload={runDownload} />
      <HStack gap="4" wrap="wrap" align="end">
        <Field.Root w="auto">
          <Field.Label>{t('field.scan.operation')}</Field.Label>
          <HStack gap="0" role="radiogroup">
            {SCAN_OPERATIONS.map((o, i) => (
              <Button
                key={o}
                size="lg"
                role="radio"
                aria-checked={o === op}
                variant={o === op ? 'solid' : 'outline'}
                colorPalette="brand"
                borderRadius={i === 0 ? 'md 0 0 md' : i === SCAN_OPERATIONS.length - 1 ? '0 md md 0' : '0'}
                onClick={() => {
                  setOp(o);
                  input.current?.focus();
                }}
                data-testid={`field-op-${o}`}
              >
                {ORDER_ACTION_LABELS[o][lang]}
              </Button>
            ))}
          </HStack>
        </Field.Root>
        {op === 'warehouse_in' && (
          <Field.Root w="260px" required>
            <Field.Label>{t('field.scan.warehouse')}</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field value={warehouseId} onChange={(e) => setWarehouseId(e.currentTarget.value)} data-testid="field-warehouse">
                <option value="">{t('field.scan.warehousePlaceholder')}</option>
                {(warehouses.data ?? []).map((w) => (
                  <option key={w.id} value={String(w.id)}>
                    {w.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
      </HStack>
      <form onSubmit={onSubmit}>
        <HStack gap="2">
          <Input
            ref={input}
            size="2xl"
            fontSize="2xl"
            fontFamily="mono"
            autoFocus
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('field.scan.input')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            data-testid="field-scan-input"
          />
          <Button type="submit" size="2xl" colorPalette="brand" data-testid="field-scan-submit">
            {t('field.scan.add')}
          </Button>
          <Button type="button" size="2xl" variant="outline" onClick={() => setCamera(true)} aria-label={t('field.scan.camera')} data-testid="field-scan-camera">
            <LuCamera />
          </Button>
        </HStack>
      </form>
      <HStack justify="space-between">
        <Text fontWeight="semibold">{t('field.scan.session', { count: session.rows.length })}</Text>
        {session.rows.length > 0 && (
          <Button size="xs" variant="ghost" onClick={session.clear}>
            {t('field.scan.clear')}
          </Button>
        )}
      </HStack>
      <ScanRows rows={session.rows} />
      {camera && (
        <CameraScanner
          continuous
          onCode={submitCode}
          onClose={() => setCamera(false)}
        />
      )}
    </Stack>
  );
}
