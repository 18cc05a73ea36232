/**
 * Create an order (every …/order/create/{variant} route and /saas/order-entry/entry): the variant's form,
 * Save draft and Submit. Success opens the order's detail route of the same prefix; quick entry instead shows
 * the order number with 'create another'. A server refusal is shown on the form and the input stays. The
 * create goes through the outbox: without a network it is kept on this device (the form says so and starts
 * afresh) and becomes an order when the network returns. The input is autosaved as a draft per variant.
 */
import { Alert, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftOfferBanner } from '@/components/ui/draft-offer-banner';
import { useAddressTree } from '@/components/ui/tree-select/api/get-address-tree';
import { VARIANTS } from '@/domain/order-form';
import { useTokenPayload } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { useCreateOrder, type CreatedOrder } from '../api/create-order';
import { useEntryForm } from '../hooks/use-entry-form';
import { defaultOrderPrefix, orderPrefixOf, variantOfPath } from '../utils/entry-route';
import { emptyValues, validateForm, type FormContext } from '../utils/form-values';
import { EntryActions, ServerErrorAlert } from './entry-actions';
import { OrderForm } from './order-form';

export function OrderEntryScreen() {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (l) => l.pathname });
  const navigate = useNavigate();
  const user = useTokenPayload();
  const variant = variantOfPath(pathname);
  const isConsignor = user?.main_type === 'consignor';
  const ctx: FormContext = useMemo(() => ({ variant, isConsignor }), [variant, isConsignor]);
  const initial = useMemo(() => emptyValues(), []);
  const tree = useAddressTree();
  const consignorRef = useRef<number | undefined>(undefined);
  const form = useEntryForm({ path: pathname, draftKey: `order-entry:create/${variant}`, initial, consignorId: useCallback(() => consignorRef.current, []), addressTree: tree.data ?? [] });
  // the banned-area rules are checked for the order's consignor
  consignorRef.current = isConsignor ? (user?.resource_id ?? undefined) : Number(form.values.consignor_resource_id) || undefined;
  const create = useCreateOrder();
  const [done, setDone] = useState<CreatedOrder | null>(null);
  const [queued, setQueued] = useState(false);
  const allowed = !user || VARIANTS[variant].appCodes.includes(user.app_code);

  const send = async (submit: boolean) => {
    form.setServerError(null);
    const result = validateForm(form.values, ctx);
    if (!result.ok || form.bannedArea) {
      form.setErrors({ ...(result.ok ? {} : result.errors), ...(form.bannedArea ? { area: { key: 'areaBanned' } } : {}) });
      toast.warning(t('orderEntry.fixErrors'));
      return;
    }
    setQueued(false);
    try {
      const outcome = await create.mutateAsync({ payload: { ...result.payload, ...(submit ? { submit: true } : {}) }, key: form.idemKey });
      if (outcome.outcome === 'rejected') {
        form.setServerError(outcome.message);
        return;
      }
      if (outcome.outcome === 'queued') {
        // the outbox entry holds the order now: the form (and its draft) starts afresh
        form.reset(initial);
        setQueued(true);
        toast.info(t('orderEntry.queued'), { id: 'order-entry-queued' });
        return;
      }
      const created = outcome.order;
      toast.success(t(created.existing ? 'orderEntry.alreadyCreated' : submit ? 'orderEntry.created' : 'orderEntry.draftSaved', { no: created.order_no }));
      form.reset(initial);
      const prefix = orderPrefixOf(pathname);
      if (prefix) void navigate({ to: `${prefix}/detail/${created.id}` as string });
      else setDone(created);
    } catch (e) {
      form.setServerError(e instanceof Error ? e.message : String(e));
    }
  };

  if (done) {
    return (
      <Stack p={{ base: '3', md: '4' }} gap="3" data-testid="entry-done">
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title data-testid="entry-done-no">{t('orderEntry.created', { no: done.order_no })}</Alert.Title>
        </Alert.Root>
        <HStack>
          <Button size="sm" colorPalette="brand" onClick={() => setDone(null)} data-testid="entry-create-another">
            {t('orderEntry.createAnother')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void navigate({ to: `${defaultOrderPrefix(user?.app_code)}/detail/${done.id}` as string })} data-testid="entry-open-detail">
            {t('orderEntry.openDetail')}
          </Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <Stack p={{ base: '2', md: '4' }} gap="3" bg="gray.50" minH="full" data-testid="order-entry-screen">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading size="md">{t(`orderEntry.variant.${variant}`)}</Heading>
        {form.restored && (
          <Text fontSize="xs" color="fg.muted" data-testid="entry-restored">
            {t('orderEntry.restored')}
          </Text>
        )}
      </HStack>
      {!allowed && (
        <Alert.Root status="warning" data-testid="entry-variant-not-allowed">
          <Alert.Indicator />
          <Alert.Title>{t('orderEntry.variantNotAllowed')}</Alert.Title>
        </Alert.Root>
      )}
      {queued && (
        <Alert.Root status="info" data-testid="entry-queued">
          <Alert.Indicator />
          <Alert.Title>{t('orderEntry.queued')}</Alert.Title>
        </Alert.Root>
      )}
      <DraftOfferBanner i18nPrefix="orderEntry.draftOffer" offer={form.draftOffer} onRestore={form.restoreDraft} onDiscard={form.discardDraft} />
      <ServerErrorAlert message={form.serverError} />
      <OrderForm
        ctx={ctx}
        ownUserId={isConsignor ? (user?.main_user_id ?? null) : null}
        values={form.values}
        errors={form.errors}
        onChange={form.setValues}
        onDistrict={form.onDistrict}
        onAddressBlur={form.onAddressBlur}
      />
      <Box position="sticky" bottom="0" zIndex="1">
        <EntryActions busy={create.isPending} onDraft={() => void send(false)} onSubmit={() => void send(true)} onReset={() => form.reset(initial)} />
      </Box>
    </Stack>
  );
}
