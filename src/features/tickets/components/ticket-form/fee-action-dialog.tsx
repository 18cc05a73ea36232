/**
 * A dialog with the fee row editor collecting the rows of a money action (compensate, refund, …) under the stage
 * rule of the ticket's stage (contract with the detail screen). The rows are checked with validateFeeRows before
 * onSubmit runs; a refusal shows the server's message and keeps the rows.
 */
import { Alert, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyFeeRow, stageRule, validateFeeRows, type FeeRow } from '@/domain/tickets/fees';
import type { TicketDto, TicketSchemaDto } from '@/domain/tickets/ticket-schema';
import { stageOf, TICKET_TRANSITIONS } from '@/domain/tickets/workflow';
import { useOutlayLimit } from '../../api/get-outlay-limit';
import { useSettleTargets } from '../../api/get-settle-targets';
import { FeeRowEditor } from './fee-row-editor';

export interface FeeActionDialogProps {
  ticket: TicketDto;
  schema: TicketSchemaDto;
  action: 'compensate' | 'back_freight' | 'add_order_fee' | 'refund' | 'buyout' | 'sell';
  open: boolean;
  onClose(): void;
  /** runs the action with the fee rows the user entered; rejects with the server's message */
  onSubmit(fees: FeeRow[]): Promise<void>;
}

export function FeeActionDialog(props: FeeActionDialogProps) {
  // mounted while open: each opening starts with one empty row
  return props.open ? <FeeActionDialogOpen {...props} /> : <></>;
}

function FeeActionDialogOpen({ ticket, schema, action, onClose, onSubmit }: FeeActionDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const rule = useMemo(() => stageRule(schema.action_rules?.fee_stage_rules, stageOf(ticket.status)), [schema, ticket.status]);
  const [rows, setRows] = useState<FeeRow[]>(() => [emptyFeeRow(rule.directions.length === 1 ? rule.directions[0] : '')]);
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const { targets } = useSettleTargets(ticket.order_id);
  const orderMaxCents = useOutlayLimit(ticket.order_id, ticket.schema_id, ticket.id);

  const submit = async () => {
    if (pending) return;
    setShowErrors(true);
    if (!validateFeeRows(rows, schema.fee_configs ?? [], { minItems: 1, directions: rule.directions, targets, orderMaxCents }).ok) return;
    setError(null);
    setPending(true);
    try {
      await onSubmit(rows);
    } catch (e) {
      const msg = (e as { msg?: unknown } | null)?.msg;
      setError(typeof msg === 'string' && msg ? msg : e instanceof Error && e.message ? e.message : t('tickets.form.dialog.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !pending && onClose()} closeOnInteractOutside={false} placement="center" size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="fee-action-dialog" data-action={action} mx="3">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{TICKET_TRANSITIONS[action].label[lang]}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <FeeRowEditor rows={rows} onChange={setRows} configs={schema.fee_configs ?? []} targets={targets} orderMaxCents={orderMaxCents} rule={rule} minItems={1} showErrors={showErrors} noOrder={!ticket.order_id} />
                {error && (
                  <Alert.Root status="error" size="sm" data-testid="fee-action-error">
                    <Alert.Indicator />
                    <Alert.Title>{error}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose} disabled={pending} data-testid="fee-action-cancel">
                {t('tickets.form.dialog.cancel')}
              </Button>
              <Button size="sm" colorPalette="brand" loading={pending} onClick={() => void submit()} data-testid="fee-action-submit">
                {t('tickets.form.dialog.submit')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={pending} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
