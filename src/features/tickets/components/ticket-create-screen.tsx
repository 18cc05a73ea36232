/**
 * /saas/ticket/v2/create?schema_id=&order_no= : a new ticket from a schema (spec §4: stage CREATE, one initial fee
 * row), the order number resolved to order_id with its settle targets, the executive (default me) and an optional
 * finance reviewer. POST /order/ticket/ then opens the ticket. The input is kept as a local draft per schema.
 */
import { Alert, Box, Button, Card, Field, HStack, Heading, NativeSelect, Spinner, Stack } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftOfferBanner } from '@/components/ui/draft-offer-banner';
import { OrderNumberField, lookupOrderId } from '@/components/ui/order-number-field';
import type { TicketSchemaDto } from '@/domain/tickets/ticket-schema';
import { useTokenPayload } from '@/lib/session/token-store';
import { useCreateTicket } from '../api/create-ticket';
import { useOutlayLimit } from '../api/get-outlay-limit';
import { useSettleTargets } from '../api/get-settle-targets';
import { useTicketSchema } from '../api/get-ticket-schema';
import { useTicketSchemas } from '../api/get-ticket-schemas';
import { useTicketForm, type TicketFormState } from '../hooks/use-ticket-form';
import { validateTicketCreateSearch } from './ticket-form/create-search';
import { OrderPartners } from './ticket-form/order-partners';
import { PeoplePickers } from './ticket-form/people-pickers';
import { saveErrorText } from './ticket-form/save-error';
import { TicketFormBody } from './ticket-form/ticket-form-body';

export function TicketCreateScreen() {
  const { t } = useTranslation();
  const search = validateTicketCreateSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const schemaId = search.schema_id ?? null;
  const schema = useTicketSchema(schemaId);
  const failure = schema.error as { msg?: unknown; message?: unknown } | null;
  const failureText = failure ? String((typeof failure.msg === 'string' && failure.msg) || failure.message || '') : '';

  return (
    <Stack p={{ base: '2', md: '4' }} gap="3" bg="gray.50" minH="full" data-testid="ticket-create-screen">
      {schemaId == null && <SchemaChooser />}
      {schema.isLoading && <Spinner size="sm" />}
      {failure && (
        <Alert.Root status="error" data-testid="ticket-schema-error">
          <Alert.Indicator />
          <Alert.Title>{t('tickets.form.schemaFetchFailed', { message: failureText })}</Alert.Title>
        </Alert.Root>
      )}
      {schema.data && <CreateForm key={schema.data.id} schema={schema.data} orderNo={search.order_no ?? ''} />}
    </Stack>
  );
}

function SchemaChooser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data = [] } = useTicketSchemas();
  return (
    <Card.Root size="sm" maxW="md">
      <Card.Body>
        <Field.Root>
          <Field.Label fontSize="sm">{t('tickets.form.chooseSchema')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value="" onChange={(e) => void navigate({ to: '/saas/ticket/v2/create', search: { schema_id: Number(e.currentTarget.value) } } as never)} data-testid="ticket-schema-choose">
              <option value="">{t('tickets.form.noSchema')}</option>
              {data.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Card.Body>
    </Card.Root>
  );
}

function CreateForm({ schema, orderNo }: { schema: TicketSchemaDto; orderNo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useTokenPayload()?.id ?? null;
  const initial = useMemo<TicketFormState>(() => ({ payload: { order_id: null }, order_no: orderNo, executive_uid: me, financial_uid: null }), [orderNo, me]);
  const form = useTicketForm({ schema, stage: 'CREATE', initial, draftKey: `tickets:create/${schema.id}` });
  const orderId = typeof form.state.payload.order_id === 'number' ? form.state.payload.order_id : null;
  const { targets } = useSettleTargets(orderId);
  const orderMaxCents = useOutlayLimit(orderId, schema.id);
  const create = useCreateTicket();
  const [serverError, setServerError] = useState<string | null>(null);
  // the submit's own lookup failed (shown unless the field already says so after its blur check)
  const [orderError, setOrderError] = useState(false);
  const [fieldSaysWrong, setFieldSaysWrong] = useState(false);
  const { setField, patch } = form;

  // an order number from the URL is looked up at once
  useEffect(() => {
    if (!orderNo) return;
    let live = true;
    void lookupOrderId(orderNo).then((id) => live && setField('order_id', id));
    return () => {
      live = false;
    };
  }, [orderNo, setField]);

  const submit = async () => {
    if (create.isPending) return;
    setServerError(null);
    let resolved = orderId;
    const no = form.state.order_no.trim();
    if (no && resolved == null) {
      resolved = await lookupOrderId(no);
      setOrderError(resolved == null);
      if (resolved == null) return;
      setField('order_id', resolved);
    }
    const payload = form.prepare(targets, orderMaxCents);
    if (!payload) return;
    try {
      const ticket = await create.mutateAsync({ schema_id: schema.id, payload: { ...payload, order_id: no ? resolved : null }, executive_uid: form.state.executive_uid, financial_uid: form.state.financial_uid });
      await form.clearDraft();
      void navigate({ to: `/saas/ticket/v2/detail/${ticket.id}` } as never);
    } catch (error) {
      setServerError(saveErrorText(error, t));
    }
  };

  return (
    <>
      <HStack justify="space-between" flexWrap="wrap">
        <Heading size="md" data-testid="ticket-create-title">
          {t('tickets.form.createTitle', { name: schema.name })}
        </Heading>
      </HStack>
      <DraftOfferBanner i18nPrefix="tickets.form.draft" testIdPrefix="ticket-" offer={form.offer} onRestore={form.restoreDraft} onDiscard={form.discardDraft} />
      <Card.Root size="sm">
        <Card.Body>
          <Stack gap="4">
            <Box maxW={{ md: '50%' }} pr={{ md: '1.5' }}>
              <OrderNumberField
                label={t('tickets.form.orderNo')}
                value={form.state.order_no}
                onChange={(v) => {
                  setOrderError(false);
                  setFieldSaysWrong(false);
                  patch({ order_no: v, payload: { ...form.state.payload, order_id: null } });
                }}
                onResolved={(id) => {
                  setField('order_id', id);
                  setFieldSaysWrong(id == null && !!form.state.order_no.trim());
                  if (id != null) setOrderError(false);
                }}
                data-testid="ticket-order-no"
              />
              {orderError && !fieldSaysWrong && (
                <Box color="fg.error" fontSize="xs" mt="1" data-testid="ticket-order-no-invalid">
                  {t('ui.orderNumberField.notFound')}
                </Box>
              )}
            </Box>
            <PeoplePickers executive={form.state.executive_uid} financial={form.state.financial_uid} meId={me} onChange={patch} />
            <OrderPartners targets={targets} orderNo={orderId != null ? form.state.order_no : null} />
            <TicketFormBody schema={schema} form={form} targets={targets} orderMaxCents={orderMaxCents} />
          </Stack>
        </Card.Body>
      </Card.Root>
      {serverError && (
        <Alert.Root status="error" size="sm" data-testid="ticket-save-error">
          <Alert.Indicator />
          <Alert.Title>{serverError}</Alert.Title>
        </Alert.Root>
      )}
      <HStack justify="flex-end" position="sticky" bottom="0" zIndex="1" bg="gray.50" py="2">
        <Button size="sm" colorPalette="brand" loading={create.isPending} onClick={() => void submit()} data-testid="ticket-submit">
          {t('tickets.form.submit')}
        </Button>
      </HStack>
    </>
  );
}
