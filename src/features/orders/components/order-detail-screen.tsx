/**
 * …/order/detail/{id}: every field of the order, its products, tags, sign photos, pending change and timeline,
 * and the actions the server says the signed-in user may do now, each through its ActionDialog. An abnormal is an
 * abnormal record's (issue 19): 上报异常 opens the abnormal register form with this order, the open records are listed
 * with links, and a held order is handled on its record (处理异常), never by an order action.
 */
import { Alert, Badge, Box, Button, Center, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { useTokenPayload } from '@/lib/session/token-store';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuPrinter } from 'react-icons/lu';
import { OrderTagIcon } from '@/components/ui/order-tag-icon/order-tag-icon';
import { chinaDateTime } from '@/domain/columns/waybill-columns';
import type { OrderDetail } from '@/domain/order-detail';
import type { OrderAction } from '@/domain/order-lifecycle';
import { ORDER_ACTION_LABELS } from '@/domain/order-messages';
import { ORDER_STATUS_LABELS } from '@/domain/order-status';
import { useEditionWords } from '@/lib/session/edition';
import { menuQuery } from '@/lib/session/queries';
import { toast } from '@/lib/toaster';
import { useVariant } from '@/lib/variant';
import { useOrder } from '../api/get-order';
import { useOrderAbnormalRecords } from '../api/order-abnormal';
import { useFeeDisplay, useOrderFees } from '../api/get-order-fees';
import { useRefreshOrdersOnSent } from '../api/refresh-on-sent';
import { abnormalBaseIn, abnormalDetailPath, abnormalRegisterLink, canReportAbnormal, recordToHandle } from '../utils/abnormal-links';
import { ActionDialog } from './action-dialog';
import { OrderAbnormalSection } from './order-abnormal-section';
import { FeesTable, FieldGrid, floorLiftItems, PendingChange, ProductsTable, Section } from './order-detail-sections';
import { OrderTimeline } from './order-timeline';
import { CustomerLinkButton } from './customer-link-button';
import { PhotoStrip } from '@/components/ui/image-viewer/photo-strip';
import { OrderEstimatedFees } from '@/features/quote/components/order-estimated-fees';

type Lang = 'zh' | 'en';

const LIMITATION: Record<string, Record<Lang, string>> = {
  A_NORMAL: { zh: '正常', en: 'Normal' },
  B_WARNING: { zh: '预警', en: 'Warning' },
  C_DANGER: { zh: '超时', en: 'Overdue' },
};
const LIMITATION_PALETTE: Record<string, string> = { A_NORMAL: 'green', B_WARNING: 'orange', C_DANGER: 'red' };
/** destructive actions get a red button */
const DANGER: ReadonlySet<OrderAction> = new Set(['reject', 'cancel', 'destroy', 'intercept', 'recheck_reject', 'reject_change']);

/** the names the order carries for ids its events hold */
const LABEL_PATH = '/saas/warehouse/label/index';

function eventNames(order: OrderDetail) {
  const pair = (id: number | null, name: string) => (id && name ? { [String(id)]: name } : {});
  return { warehouse_id: pair(order.warehouse_id, order.warehouse_name), delivery_resource_id: pair(order.delivery_resource_id, order.delivery_name) };
}

export function OrderDetailScreen() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const { t } = useTranslation();
  const query = useOrder(id ?? '');
  useRefreshOrdersOnSent();
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
        <Alert.Root status="warning" data-testid="order-detail-error">
          <Alert.Indicator />
          <Alert.Title>{t(notFound ? 'orders.detail.notFound' : 'orders.detail.loadFailed')}</Alert.Title>
        </Alert.Root>
      </Box>
    );
  }
  return <OrderDetailView order={query.data} />;
}

/** The order's fees, only for users whose menus carry a fee-show code (spec §6). */
function FeesSection({ orderId, lang }: { orderId: number; lang: Lang }) {
  const { t } = useTranslation();
  const show = useFeeDisplay();
  const fees = useOrderFees(String(orderId), show === true);
  if (!show) return null;
  return (
    <Section title={t('orders.detail.sections.fees')} testId="detail-fees">
      {fees.isPending ? (
        <Spinner size="sm" />
      ) : fees.isError ? (
        <Text fontSize="sm" color="fg.error" data-testid="detail-fees-error">
          {t('orders.detail.fees.loadFailed')}
        </Text>
      ) : (
        <FeesTable fees={fees.data} lang={lang} />
      )}
    </Section>
  );
}

function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const router = useRouter();
  const navigate = useNavigate();
  const appCode = useTokenPayload()?.app_code;
  const [action, setAction] = useState<OrderAction | null>(null);
  // the abnormal area of the user's menus (none: no abnormal buttons, no records asked for)
  const menu = useQuery(menuQuery(useVariant().appCode));
  const abnormalBase = abnormalBaseIn(menu.data);
  const abnormal = useOrderAbnormalRecords(order.id, abnormalBase !== null);
  const held = order.status === 'ABNORMAL';
  const toHandle = abnormalBase && held ? recordToHandle(abnormal.data ?? []) : null;
  const reportable = abnormalBase !== null && canReportAbnormal(order.status);
  const f = (k: string) => t(`orders.detail.f.${k}`);
  // the merchant is named in the company's edition's words (商家 / 店铺 / 供应商)
  const words = useEditionWords();
  const status = (s: string | null) => (s ? (ORDER_STATUS_LABELS[s as keyof typeof ORDER_STATUS_LABELS]?.[lang] ?? s) : '');
  const area = `${order.end_province}${order.end_city}${order.end_district}`;

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="order-detail-screen" data-status={order.status} minW="0">
      <HStack gap="3" flexWrap="wrap">
        <Button size="xs" variant="ghost" onClick={() => router.history.back()} aria-label={t('orders.detail.back')}>
          <LuArrowLeft />
        </Button>
        <Heading size="md" fontFamily="mono" data-testid="detail-order-no">
          {order.order_no}
        </Heading>
        <Badge colorPalette="blue" size="md" data-testid="detail-status">
          {status(order.status)}
        </Badge>
        {order.limitation_status_code && (
          <Badge colorPalette={LIMITATION_PALETTE[order.limitation_status_code] ?? 'gray'} variant="subtle">
            {LIMITATION[order.limitation_status_code]?.[lang] ?? order.limitation_status_code}
          </Badge>
        )}
        <HStack gap="1" data-testid="detail-tags">
          {order.tags.map((code) => (
            <OrderTagIcon key={code} code={code} />
          ))}
        </HStack>
      </HStack>

      <Box bg="bg" borderRadius="md" borderWidth="1px" p="3" data-testid="detail-actions">
        <HStack gap="2" flexWrap="wrap" justify="space-between">
          {order.allowed_actions.length === 0 && !toHandle && !reportable ? (
            <Text fontSize="sm" color="fg.muted">
              {t('orders.detail.noActions')}
            </Text>
          ) : (
            <HStack gap="2" flexWrap="wrap">
              {order.allowed_actions.map((a) => (
                <Button key={a} size="sm" colorPalette={DANGER.has(a) ? 'red' : 'brand'} variant={DANGER.has(a) ? 'outline' : 'solid'} onClick={() => setAction(a)} data-testid={`detail-action-${a}`}>
                  {ORDER_ACTION_LABELS[a][lang]}
                </Button>
              ))}
              {/* a held order goes on when its records end: handled on the record, not here */}
              {abnormalBase && toHandle && (
                <Button size="sm" colorPalette="brand" onClick={() => void navigate({ to: abnormalDetailPath(abnormalBase, toHandle.id) } as never)} data-testid="detail-handle-abnormal">
                  {t('orders.detail.abnormal.handle')}
                </Button>
              )}
              {abnormalBase && reportable && (
                <Button size="sm" colorPalette="red" variant="outline" onClick={() => void navigate(abnormalRegisterLink(abnormalBase, order.order_no) as never)} data-testid="detail-report-abnormal">
                  {ORDER_ACTION_LABELS.report_abnormal[lang]}
                </Button>
              )}
            </HStack>
          )}
          <CustomerLinkButton orderId={order.id} />
          {/* the servicer's label printing screen (print plugin, or the browser's print dialog) */}
          {appCode === 'BANG' && (
            <Button size="sm" variant="outline" onClick={() => void navigate({ to: LABEL_PATH, search: { nos: order.order_no } } as never)} data-testid="detail-print-label">
              <LuPrinter /> {t('orders.detail.printLabel')}
            </Button>
          )}
        </HStack>
      </Box>

      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(320px, 2fr)' }} gap="3" alignItems="start">
        <Stack gap="3" minW="0">
          {abnormalBase && (
            <OrderAbnormalSection base={abnormalBase} records={abnormal.data} pending={abnormal.isPending} failed={abnormal.isError} held={held} lang={lang} />
          )}
          <Section title={t('orders.detail.sections.receiver')} testId="detail-receiver">
            <FieldGrid
              items={[
                { key: 'end_contact', label: f('contact'), value: order.end_contact },
                { key: 'end_tel', label: f('phone'), value: order.end_tel },
                { key: 'end_address', label: f('address'), value: `${area}${order.end_address}` },
                { key: 'appoint_at', label: f('appointAt'), value: order.appoint_at ? chinaDateTime(order.appoint_at) : '' },
                ...floorLiftItems(order, t),
              ]}
            />
          </Section>
          <Section title={t('orders.detail.sections.sender')}>
            <FieldGrid
              items={[
                { key: 'sender_name', label: f('senderName'), value: order.sender_name },
                { key: 'sender_phone', label: f('phone'), value: order.sender_phone },
                { key: 'sender_address', label: f('address'), value: order.sender_address },
              ]}
            />
          </Section>
          <Section title={t('orders.detail.sections.parties')}>
            <FieldGrid
              items={[
                { key: 'consignor_name', label: words.merchant, value: order.consignor_name },
                { key: 'store_name', label: f('store'), value: order.store_name },
                { key: 'delivery_name', label: f('delivery'), value: order.delivery_name },
                { key: 'warehouse_name', label: f('warehouse'), value: order.warehouse_name },
              ]}
            />
          </Section>
          <Section title={t('orders.detail.sections.service')}>
            <FieldGrid
              items={[
                { key: 'services_pkg_name', label: f('servicePkg'), value: order.services_pkg_name },
                { key: 'business_type', label: f('businessType'), value: order.business_type },
                { key: 'create_variant', label: f('variant'), value: t(`orders.variants.${order.create_variant}`, { defaultValue: order.create_variant }) },
                { key: 'package', label: f('package'), value: order.package },
                { key: 'shipping_no', label: f('shippingNo'), value: order.shipping_no ?? '' },
                { key: 'client_order_no', label: f('clientOrderNo'), value: order.client_order_no ?? '' },
                { key: 'memo', label: f('memo'), value: order.memo },
                { key: 'print_memo', label: f('printMemo'), value: order.print_memo },
                { key: 'held_from', label: f('heldFrom'), value: status(order.held_from) },
                { key: 'created_at', label: f('created'), value: chinaDateTime(order.created_at) },
                { key: 'updated_at', label: f('updated'), value: chinaDateTime(order.updated_at) },
              ]}
            />
          </Section>
          <Section title={t('orders.detail.sections.products')}>
            <ProductsTable order={order} />
          </Section>
          <FeesSection orderId={order.id} lang={lang} />
          <OrderEstimatedFees orderId={order.id} />
          {(order.signer || order.sign_photos.length > 0 || order.feedback_result) && (
            <Section title={t('orders.detail.sections.sign')} testId="detail-sign">
              <Stack gap="3">
                <FieldGrid
                  items={[
                    { key: 'signer', label: f('signer'), value: order.signer },
                    { key: 'signed_at', label: f('signedAt'), value: order.signed_at ? chinaDateTime(order.signed_at) : '' },
                    { key: 'sign_checked', label: f('signChecked'), value: order.sign_checked ? f('yes') : f('no') },
                    { key: 'feedback_result', label: f('feedbackResult'), value: order.feedback_result ? t(`orders.action.feedback.${order.feedback_result}`) : '' },
                  ]}
                />
                <PhotoStrip fileids={order.sign_photos} alt={f('photos')} />
              </Stack>
            </Section>
          )}
          {order.pending_change && (
            <Section title={t('orders.detail.sections.pendingChange')}>
              <PendingChange change={order.pending_change} />
            </Section>
          )}
        </Stack>
        <Section title={t('orders.detail.sections.timeline')}>
          <OrderTimeline events={order.events} names={eventNames(order)} abnormalBase={abnormalBase} />
        </Section>
      </Grid>

      {action && (
        <ActionDialog
          key={action}
          action={action}
          target={{ kind: 'order', orderKey: String(order.id), orderNo: order.order_no }}
          onClose={() => setAction(null)}
          onDone={() => {
            toast.success(t('orders.action.done', { action: ORDER_ACTION_LABELS[action][lang] }));
            setAction(null);
          }}
        />
      )}
    </Stack>
  );
}
