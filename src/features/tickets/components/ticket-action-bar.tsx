/**
 * The detail screen's action bar: one button per action whose can_* flag is true (never save — that is the form
 * panel's), each run through api/run-ticket-action.ts after the dialog its `needs` ask for (ticket-action-kind.ts):
 * the fee dialog (form helper's FeeActionDialog), a reason, a reviewer (sub-account picker, GET /user/sub_user/) when
 * the ticket has none, else a plain confirmation. A refusal shows the server's msg in the dialog and keeps it open.
 */
import { Button, CloseButton, Dialog, Field, HStack, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeeRow } from '@/domain/tickets/fees';
import type { TicketDto, TicketSchemaDto } from '@/domain/tickets/ticket-schema';
import { TICKET_TRANSITIONS } from '@/domain/tickets/workflow';
import { toast } from '@/lib/toaster';
import { SubAccountPicker } from '@/features/resources/components/sub-account-picker';
import { newTicketActionKey, useRunTicketAction } from '../api/run-ticket-action';
import { FeeActionDialog } from './ticket-form/fee-action-dialog';
import { barActions, DANGER_ACTIONS, dialogKindOf, isFeeAction, type BarAction } from './ticket-action-kind';

const REASON_MAX = 500;

const errorText = (error: unknown, fallback: string) => {
  const msg = (error as { msg?: unknown } | null)?.msg;
  return typeof msg === 'string' && msg ? msg : error instanceof Error && error.message ? error.message : fallback;
};

export function TicketActionBar({ ticket, schema }: { ticket: TicketDto; schema: TicketSchemaDto | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const actions = barActions(ticket);
  const [open, setOpen] = useState<BarAction | null>(null);
  const run = useRunTicketAction();
  const key = useRef(newTicketActionKey());
  const start = (a: BarAction) => {
    key.current = newTicketActionKey();
    setOpen(a);
  };
  const label = (a: BarAction) => TICKET_TRANSITIONS[a].label[lang];
  const done = (a: BarAction) => {
    setOpen(null);
    toast.success(t('tickets.desk.action.done', { action: label(a) }));
  };

  if (actions.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="ticket-no-actions">
        {t('tickets.desk.detail.noActions')}
      </Text>
    );
  }
  const kind = open ? dialogKindOf(open, ticket) : null;
  return (
    <>
      <HStack gap="2" flexWrap="wrap" data-testid="ticket-action-bar">
        {actions.map((a, i) => (
          <Button
            key={a}
            size="sm"
            colorPalette={DANGER_ACTIONS.includes(a) ? 'red' : 'brand'}
            variant={i === 0 && !DANGER_ACTIONS.includes(a) ? 'solid' : 'outline'}
            onClick={() => start(a)}
            data-testid={`ticket-action-${a}`}
          >
            {label(a)}
          </Button>
        ))}
      </HStack>
      {open && kind === 'fees' && isFeeAction(open) && schema && (
        <FeeActionDialog
          ticket={ticket}
          schema={schema}
          action={open}
          open
          onClose={() => setOpen(null)}
          onSubmit={async (fees: FeeRow[]) => {
            try {
              await run.mutateAsync({ ticketId: ticket.id, action: open, fees, version: ticket.version, idempotencyKey: key.current });
            } catch (error) {
              throw new Error(errorText(error, t('tickets.desk.action.failed')));
            }
            done(open);
          }}
        />
      )}
      {open && kind !== 'fees' && (
        <ActionDialog
          action={open}
          kind={kind ?? 'confirm'}
          ticket={ticket}
          label={label(open)}
          pending={run.isPending}
          onClose={() => setOpen(null)}
          onSubmit={async (input) => {
            await run.mutateAsync({ ticketId: ticket.id, action: open, version: ticket.version, idempotencyKey: key.current, ...input });
            done(open);
          }}
        />
      )}
    </>
  );
}

interface ActionDialogProps {
  action: BarAction;
  kind: 'reason' | 'reviewer' | 'confirm' | 'fees';
  ticket: TicketDto;
  label: string;
  pending: boolean;
  onClose(): void;
  onSubmit(input: { reason?: string; financialUid?: number }): Promise<void>;
}

function ActionDialog({ action, kind, ticket, label, pending, onClose, onSubmit }: ActionDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [reviewer, setReviewer] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (kind === 'reason' && !reason.trim()) return setFieldError(t('tickets.desk.action.reasonRequired'));
    if (kind === 'reviewer' && !reviewer) return setFieldError(t('tickets.desk.action.reviewerRequired'));
    setFieldError(null);
    setServerError(null);
    try {
      await onSubmit(kind === 'reason' ? { reason } : kind === 'reviewer' ? { financialUid: Number(reviewer) } : {});
    } catch (error) {
      setServerError(errorText(error, t('tickets.desk.action.failed')));
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !pending && onClose()} closeOnInteractOutside={false} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="ticket-action-dialog" data-action={action} mx="3">
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title fontSize="md">{t('tickets.desk.action.confirmTitle', { action: label })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    {t('tickets.desk.action.confirmText', { action: label, no: ticket.id })}
                  </Text>
                  {kind === 'reason' && (
                    <Field.Root invalid={!!fieldError} required>
                      <Field.Label>
                        {t('tickets.desk.action.reason')}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Textarea value={reason} maxLength={REASON_MAX} rows={3} onChange={(e) => setReason(e.currentTarget.value)} data-testid="ticket-action-reason" />
                      {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
                    </Field.Root>
                  )}
                  {kind === 'reviewer' && (
                    <Field.Root invalid={!!fieldError} required>
                      <Field.Label>
                        {t('tickets.desk.action.reviewer')}
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <SubAccountPicker
                        value={reviewer ? [reviewer] : []}
                        onChange={(v) => setReviewer(v[0] ?? '')}
                        placeholder={t('tickets.desk.action.reviewerPlaceholder')}
                        data-testid="ticket-action-reviewer"
                      />
                      {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
                    </Field.Root>
                  )}
                  {serverError && (
                    <Text fontSize="sm" color="fg.error" data-testid="ticket-action-error" role="alert">
                      {serverError}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" onClick={onClose} disabled={pending}>
                  {t('tickets.desk.cancel')}
                </Button>
                <Button type="submit" size="sm" colorPalette={DANGER_ACTIONS.includes(action) ? 'red' : 'brand'} loading={pending} data-testid="ticket-action-submit">
                  {t('tickets.desk.confirm')}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={pending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
