/**
 * One transition of a load (loads.ts): a confirmation, a reason for the cancels (required), allow_partial for a
 * departure with orders partly loaded (asked when this device sees one or the server answers tsPartlyLoaded), and
 * for an arrival the discrepancies about to be recorded and — at a warehouse — the receiving location. Mounted
 * while open, so each opening has one Idempotency-Key; a refusal shows the server's msg and keeps what was typed.
 */
import { Alert, Button, Checkbox, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadDetail } from '@/domain/transit/api';
import { LOAD_TRANSITIONS, type LoadAction } from '@/domain/transit/loads';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useLoadAction } from '../api/loads';
import { newIdempotencyKey } from '../api/parse';
import { actionLabel, transitMessage, useLang } from '../utils/labels';
import { LocationSelect } from './selects';

export interface LoadActionDialogProps {
  load: LoadDetail;
  action: LoadAction;
  /** depart: orders partly loaded as this device sees them (asks allow_partial at once) */
  partial?: boolean;
  /** arrive: what the arrival will record (this device's unload scans included) */
  preview?: { short: number; over: number };
  onClose(): void;
  onDone?(load: LoadDetail): void;
}

const isPartlyLoaded = (e: ApiError) => /partly/i.test(e.code) || e.msg === transitMessage('tsPartlyLoaded', 'zh') || /部分包件|partly loaded/i.test(e.msg);

export function LoadActionDialog({ load, action, partial = false, preview, onClose, onDone }: LoadActionDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = useRef(newIdempotencyKey());
  const run = useLoadAction();
  const [reason, setReason] = useState('');
  const [askPartial, setAskPartial] = useState(action === 'depart' && partial);
  const [allowPartial, setAllowPartial] = useState(false);
  const [location, setLocation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const needsReason = LOAD_TRANSITIONS[action].reason;
  const atWarehouse = action === 'arrive' && load.to_site.type === 'warehouse';
  const label = actionLabel(action, lang);
  const danger = action.startsWith('cancel');

  const submit = async () => {
    setProblem(null);
    if (needsReason && !reason.trim()) return setProblem(transitMessage('tsReasonRequired', lang));
    try {
      const done = await run.mutateAsync({
        id: load.id,
        action,
        idempotencyKey: key.current,
        body: {
          reason: reason.trim(),
          ...(action === 'depart' && allowPartial ? { allow_partial: true } : {}),
          ...(atWarehouse && location ? { receiving_location_id: Number(location) } : {}),
        },
      });
      toast.success(t('transit.action.done', { action: label }));
      onDone?.(done);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && action === 'depart' && isPartlyLoaded(e) && !askPartial) {
        // the answer names the orders; a new attempt is a new request
        key.current = newIdempotencyKey();
        setAskPartial(true);
      }
      setProblem(e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" data-testid="ts-action-dialog" data-action={action}>
            <Dialog.Header>
              <Dialog.Title fontSize="md">
                {label} · {load.load_no}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="sm">
                  {load.from_site.name} → {load.to_site.name}
                  {load.vehicle_plate ? ` · ${load.vehicle_plate}` : ''}
                </Text>
                {preview && (
                  <Alert.Root status={preview.short || preview.over ? 'warning' : 'success'} size="sm" data-testid="ts-arrive-preview" data-short={preview.short} data-over={preview.over}>
                    <Alert.Indicator />
                    <Alert.Title>{preview.short || preview.over ? t('transit.action.discrepancies', preview) : t('transit.action.noDiscrepancy')}</Alert.Title>
                  </Alert.Root>
                )}
                {atWarehouse && (
                  <Field.Root>
                    <Field.Label>{t('transit.action.receivingLocation')}</Field.Label>
                    <LocationSelect warehouseId={load.to_site.id} value={location} onChange={setLocation} data-testid="ts-action-location" />
                  </Field.Root>
                )}
                {askPartial && (
                  <Checkbox.Root checked={allowPartial} onCheckedChange={(d) => setAllowPartial(d.checked === true)} data-testid="ts-action-partial">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('transit.action.allowPartial')}</Checkbox.Label>
                  </Checkbox.Root>
                )}
                {needsReason && (
                  <Field.Root required>
                    <Field.Label>
                      {t('transit.action.reason')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea value={reason} maxLength={200} onChange={(e) => setReason(e.currentTarget.value)} data-testid="ts-action-reason" />
                  </Field.Root>
                )}
                {problem && (
                  <Alert.Root status="error" size="sm" data-testid="ts-action-error">
                    <Alert.Indicator />
                    <Alert.Title>{problem}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} data-testid="ts-dialog-dismiss">
                {danger ? t('transit.close') : t('transit.cancel')}
              </Button>
              <Button colorPalette={danger ? 'red' : 'brand'} loading={run.isPending} onClick={() => void submit()} data-testid="ts-dialog-submit">
                {label}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
