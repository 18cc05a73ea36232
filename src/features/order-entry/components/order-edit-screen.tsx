/**
 * …/order/update/{id}: the order loaded into the same form (its create variant), saved with PUT and its
 * version; a draft can be submitted from here. The server's refusal (not editable, changed by someone else)
 * is shown on the form and the input stays.
 */
import { Alert, Badge, Box, Center, HStack, Heading, Spinner, Stack } from '@chakra-ui/react';
import { useLocation, useNavigate, useParams } from '@tanstack/react-router';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DraftOfferBanner } from '@/components/ui/draft-offer-banner';
import { useAddressTree } from '@/components/ui/tree-select/api/get-address-tree';
import { CREATE_VARIANTS, type CreateVariant } from '@/domain/order-form';
import type { OrderDetail } from '@/domain/order-detail';
import { ORDER_STATUS_LABELS } from '@/domain/order-status';
import { ApiError } from '@/lib/api-client';
import { useTokenPayload } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { useOrderForEdit } from '../api/get-order';
import { submitDraft } from '../api/submit-order';
import { useUpdateOrder } from '../api/update-order';
import { useEntryForm } from '../hooks/use-entry-form';
import { defaultOrderPrefix, orderPrefixOf } from '../utils/entry-route';
import { validateForm, valuesFromOrder, type FormContext } from '../utils/form-values';
import { EntryActions, ServerErrorAlert } from './entry-actions';
import { OrderForm } from './order-form';

export function OrderEditScreen() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const { t } = useTranslation();
  const query = useOrderForEdit(id);
  if (query.isPending) {
    return (
      <Center p="10">
        <Spinner />
      </Center>
    );
  }
  if (query.isError || !query.data) {
    const notFound = (query.error as { httpStatus?: number } | null)?.httpStatus === 404;
    return (
      <Box p="4">
        <Alert.Root status="warning" data-testid="entry-load-error">
          <Alert.Indicator />
          <Alert.Title>{t(notFound ? 'orderEntry.notFound' : 'orderEntry.loadFailed')}</Alert.Title>
        </Alert.Root>
      </Box>
    );
  }
  return <EditForm key={`${query.data.id}:${query.data.version}`} order={query.data} />;
}

function EditForm({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const pathname = useLocation({ select: (l) => l.pathname });
  const navigate = useNavigate();
  const user = useTokenPayload();
  const isConsignor = user?.main_type === 'consignor';
  const variant: CreateVariant = (CREATE_VARIANTS as readonly string[]).includes(order.create_variant) ? (order.create_variant as CreateVariant) : 'waybill';
  const ctx: FormContext = useMemo(() => ({ variant, isConsignor }), [variant, isConsignor]);
  const initial = useMemo(() => valuesFromOrder(order), [order]);
  const tree = useAddressTree();
  const consignorRef = useRef<number | undefined>(undefined);
  const form = useEntryForm({ path: pathname, draftKey: `order-entry:update/${order.id}`, version: order.version, initial, consignorId: useCallback(() => consignorRef.current, []), addressTree: tree.data ?? [] });
  consignorRef.current = isConsignor ? (user?.resource_id ?? undefined) : Number(form.values.consignor_resource_id) || undefined;
  const update = useUpdateOrder(String(order.id));
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const detailPath = `${orderPrefixOf(pathname) ?? defaultOrderPrefix(user?.app_code)}/detail/${order.id}`;

  const save = async (thenSubmit: boolean) => {
    form.setServerError(null);
    const result = validateForm(form.values, ctx);
    if (!result.ok || form.bannedArea) {
      form.setErrors({ ...(result.ok ? {} : result.errors), ...(form.bannedArea ? { area: { key: 'areaBanned' } } : {}) });
      toast.warning(t('orderEntry.fixErrors'));
      return;
    }
    try {
      const saved = await update.mutateAsync({ ...result.payload, version: order.version });
      if (thenSubmit) await submitDraft(String(order.id), `${form.idemKey}:submit`);
      toast.success(t(saved.changed.length || thenSubmit ? 'orderEntry.updated' : 'orderEntry.unchanged', { no: order.order_no }));
      form.reset(form.values);
      void navigate({ to: detailPath as string });
    } catch (e) {
      form.setServerError(e instanceof ApiError ? e.msg : String(e));
    }
  };

  return (
    <Stack p={{ base: '2', md: '4' }} gap="3" bg="gray.50" minH="full" data-testid="order-edit-screen" data-status={order.status}>
      <HStack gap="3" flexWrap="wrap">
        <Heading size="md" fontFamily="mono" data-testid="edit-order-no">
          {order.order_no}
        </Heading>
        <Badge colorPalette="blue">{t(`orderEntry.variant.${variant}`)}</Badge>
        <Badge data-testid="edit-status">{t('orderEntry.statusOf', { status: ORDER_STATUS_LABELS[order.status]?.[lang] ?? order.status })}</Badge>
      </HStack>
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
        <EntryActions busy={update.isPending} onSave={() => void save(false)} onSubmit={order.status === 'DRAFT' ? () => void save(true) : undefined} />
      </Box>
    </Stack>
  );
}
