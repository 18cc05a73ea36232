/**
 * The schema-driven form and fee rows of an existing ticket (contract with the detail screen). Editable only
 * with can_save; its Save puts {payload, version}. Unsaved edits are kept as a local draft per ticket.
 */
import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftOfferBanner } from '@/components/ui/draft-offer-banner';
import type { TicketDto, TicketSchemaDto } from '@/domain/tickets/ticket-schema';
import { stageOf } from '@/domain/tickets/workflow';
import { toast } from '@/lib/toaster';
import { useOutlayLimit } from '../../api/get-outlay-limit';
import { useSettleTargets } from '../../api/get-settle-targets';
import { useSaveTicket } from '../../api/save-ticket';
import { useTicketForm, type TicketFormState } from '../../hooks/use-ticket-form';
import { OrderPartners } from './order-partners';
import { saveErrorText } from './save-error';
import { TicketFormBody } from './ticket-form-body';

export interface TicketFormPanelProps {
  ticket: TicketDto;
  schema: TicketSchemaDto;
}

export function TicketFormPanel({ ticket, schema }: TicketFormPanelProps) {
  // a new version of the ticket (after a save, or someone else's) starts the form again from it
  return <PanelForm key={`${ticket.id}:${ticket.version}`} ticket={ticket} schema={schema} />;
}

function PanelForm({ ticket, schema }: TicketFormPanelProps) {
  const { t } = useTranslation();
  const editable = ticket.can_save;
  const stage = stageOf(ticket.status);
  const initial = useMemo<TicketFormState>(
    () => ({
      payload: { ...ticket.payload, order_id: ticket.order_id ?? ticket.payload.order_id ?? null, fees: ticket.fees.map(({ amount_cents: _cents, ...row }) => row) },
      order_no: ticket.order_no ?? '',
      executive_uid: ticket.executive_uid,
      financial_uid: ticket.financial_uid,
    }),
    [ticket],
  );
  const form = useTicketForm({ schema, stage, initial, draftKey: editable ? `tickets:edit/${ticket.id}` : null, version: ticket.version });
  const { targets } = useSettleTargets(ticket.order_id);
  const orderMaxCents = useOutlayLimit(ticket.order_id, ticket.schema_id, ticket.id);
  const save = useSaveTicket(ticket.id);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async () => {
    if (save.isPending) return;
    const payload = form.prepare(targets, orderMaxCents);
    if (!payload) return;
    setServerError(null);
    try {
      await save.mutateAsync({ payload, version: ticket.version });
      await form.clearDraft();
      toast.success(t('tickets.form.saved'), { id: `ticket-saved-${ticket.id}` });
    } catch (error) {
      setServerError(saveErrorText(error, t));
    }
  };

  return (
    <Stack gap="3" data-testid="ticket-form-panel" data-ticket-id={ticket.id}>
      {editable && <DraftOfferBanner i18nPrefix="tickets.form.draft" testIdPrefix="ticket-" offer={form.offer} onRestore={form.restoreDraft} onDiscard={form.discardDraft} />}
      {!editable && (
        <Text fontSize="xs" color="fg.muted" data-testid="ticket-form-readonly">
          {t('tickets.form.readOnly')}
        </Text>
      )}
      <OrderPartners targets={targets} orderNo={ticket.order_no ?? null} />
      <TicketFormBody schema={schema} form={form} targets={targets} orderMaxCents={orderMaxCents} readOnly={!editable} />
      {serverError && (
        <Alert.Root status="error" size="sm" data-testid="ticket-save-error">
          <Alert.Indicator />
          <Alert.Title>{serverError}</Alert.Title>
        </Alert.Root>
      )}
      {editable && (
        <HStack justify="flex-end">
          <Box>
            <Button size="sm" colorPalette="brand" loading={save.isPending} onClick={() => void submit()} data-testid="ticket-save">
              {t('tickets.form.save')}
            </Button>
          </Box>
        </HStack>
      )}
    </Stack>
  );
}
