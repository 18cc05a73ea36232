/**
 * The dialog of one lifecycle action, on one order or on the selected orders of a list: its form comes from the
 * action's fields (ACTION_DATA), is validated with the same schema before posting. One order's action goes
 * through the outbox (applied once; without a network it is kept on this device, the dialog closes saying so);
 * a batch posts with one Idempotency-Key per dialog. A refusal shows the server's msg and keeps everything typed.
 */
import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_PHOTOS_MAX, type OrderAction } from '@/domain/order-lifecycle';

import { ORDER_ACTION_LABELS } from '@/domain/order-messages';
import { useRunBatchAction, type BatchResult } from '../api/run-batch-action';
import { newIdempotencyKey, useRunOrderAction, type ActionOutcome } from '../api/run-order-action';
import { toast } from '@/lib/toaster';
import { useActionDraft } from '../hooks/use-action-draft';
import { actionFields, initialValues, validateAction, type ActionFormValues, type FieldError } from '../utils/action-form';
import { ActionPhotosField, photosToSend, type HeldPhoto } from './action-dialog-photos';
import { ActionFieldControl } from './action-fields';

export type ActionTarget = { kind: 'order'; orderKey: string; orderNo: string } | { kind: 'batch'; nos: string[] };

export interface ActionDialogProps {
  action: OrderAction;
  target: ActionTarget;
  /** also called when the action was kept on this device to be sent later (a notice says so) */
  onClose(): void;
  onDone(result: { kind: 'order'; outcome: ActionOutcome } | { kind: 'batch'; result: BatchResult }): void;
}

const lang = (language: string) => (language.startsWith('zh') ? 'zh' : 'en');

/** Mounted while open: each opening starts with an empty form and a new Idempotency-Key. */
export function ActionDialog({ action, target, onClose, onDone }: ActionDialogProps) {
  const { t, i18n } = useTranslation();
  const actionLabel = ORDER_ACTION_LABELS[action][lang(i18n.language)];
  const fields = actionFields(action);
  const initial = useMemo(() => initialValues(action), [action]);
  const [values, setValues] = useState<ActionFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  // one order's photos stay on this device until the action is sent (the outbox uploads them first)
  const [held, setHeld] = useState<HeldPhoto[]>([]);
  const localPhotos = target.kind === 'order';
  const draft = useActionDraft(target.kind === 'order' ? `action:${action}:${target.orderNo}` : null, initial, values, setValues);
  const cancel = () => {
    void draft.clear(); // closed on purpose: what was typed is dropped
    onClose();
  };
  const single = useRunOrderAction();
  const batch = useRunBatchAction();
  const pending = single.isPending || batch.isPending;

  const message = (name: string) => {
    const e = errors[name];
    const field = fields.find((f) => f.name === name);
    return e ? t(`orders.validation.${e.key}`, { field: t(field?.labelKey ?? `orders.fields.${name}`), ...e.params }) : undefined;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const checked = validateAction(action, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setServerError(null);
    try {
      if (target.kind === 'order') {
        const photos = photosToSend(held, checked.body.photos);
        const done = await single.mutateAsync({ orderKey: target.orderKey, orderNo: target.orderNo, action, body: checked.body, photos });
        if (done.outcome === 'rejected') {
          setServerError(done.message || t('orders.action.failed'));
        } else if (done.outcome === 'queued') {
          void draft.clear();
          toast.info(t('orders.action.queued'), { id: `action-queued-${target.orderNo}` });
          onClose();
        } else {
          void draft.clear();
          onDone({ kind: 'order', outcome: done.result });
        }
      } else {
        const result = await batch.mutateAsync({ action, nos: target.nos, body: checked.body, idempotencyKey: key.current });
        onDone({ kind: 'batch', result });
      }
    } catch (error) {
      const msg = (error as { msg?: unknown } | null)?.msg;
      setServerError(typeof msg === 'string' && msg ? msg : error instanceof Error && error.message ? error.message : t('orders.action.failed'));
    }
  };

  const intro =
    target.kind === 'order'
      ? t('orders.action.confirmText', { action: actionLabel, no: target.orderNo })
      : t('orders.action.confirmBatch', { action: actionLabel, count: target.nos.length });

  return (
    // a click outside must not throw away what was typed: Cancel, the close button or Escape close it
    <Dialog.Root open onOpenChange={(d) => !d.open && !pending && cancel()} closeOnInteractOutside={false} placement="center" size={fields.length > 2 ? 'md' : 'sm'} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="action-dialog" data-action={action} mx="3">
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title fontSize="md">{actionLabel}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    {intro}
                  </Text>
                  {draft.restored && (
                    <Text fontSize="xs" color="fg.muted" data-testid="action-draft-restored">
                      {t('orders.action.draftRestored')}
                    </Text>
                  )}
                  {fields.map((f) =>
                    localPhotos && f.kind === 'photos' ? (
                      <ActionPhotosField
                        key={f.name}
                        label={t(f.labelKey ?? `orders.fields.${f.name}`)}
                        required={f.required}
                        error={message(f.name)}
                        max={SIGN_PHOTOS_MAX}
                        photos={held}
                        onChange={(next) => {
                          setHeld(next);
                          setValues((prev) => ({ ...prev, [f.name]: next.map((p) => p.ref) }));
                          setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => k !== f.name)));
                        }}
                        testId={`action-field-${f.name}`}
                      />
                    ) : (
                    <ActionFieldControl
                      key={f.name}
                      field={f}
                      value={values[f.name]}
                      error={message(f.name)}
                      onChange={(v) => {
                        setValues((prev) => ({ ...prev, [f.name]: v }));
                        setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => k !== f.name)));
                      }}
                    />
                    ),
                  )}
                  {serverError && (
                    <Alert.Root status="error" size="sm" data-testid="action-server-error">
                      <Alert.Indicator />
                      <Alert.Title>{serverError}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" type="button" onClick={cancel} disabled={pending} data-testid="action-cancel">
                  {t('orders.action.cancel')}
                </Button>
                <Button size="sm" type="submit" colorPalette="brand" loading={pending} data-testid="action-submit">
                  {t('orders.action.submit')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={pending} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
