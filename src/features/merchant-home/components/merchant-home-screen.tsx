/**
 * 商家首页 (/saas/consignor/index, DA): the merchant's dashboard — its servicer, its orders by status, its open exceptions, the
 * statements it has to confirm and the platform's articles for merchants. Each block reads the call its own screen
 * reads, so the figures are the ones the merchant finds one click further.
 */
import { Box, Grid, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { RecordSummary } from '@/domain/abnormal/api';
import { ABNORMAL_STATUS_LABELS } from '@/domain/abnormal/messages';
import type { CheckBillDto } from '@/domain/finance/bills-api';
import { STATEMENT_STATE_LABELS } from '@/domain/finance/bill-messages';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/domain/order-status';
import { formatYuan } from '@/domain/money';
import { ArticleFeed } from '@/features/content/components/article-feed';
import { useMerchantStatusSum } from '../api/status-sum';
import { MyServicer } from './my-servicer';

type Lang = 'zh' | 'en';
const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '');
const OPEN_EXCEPTIONS = { open: '1' };
const TO_CONFIRM = { status: 'SENT' };

interface ListBlockProps<R> {
  title: string;
  /** the block's test id and the table's preference key */
  name: string;
  url: string;
  params: Record<string, unknown>;
  columns: DataTableColumn<R>[];
  emptyText: string;
}

/** a short list of the merchant's own rows, paged on the server */
function ListBlock<R extends { id: number }>({ title, name, url, params, columns, emptyText }: ListBlockProps<R>) {
  return (
    <Block title={title} testId={`merchant-home-${name}`}>
      <DataTable<R> pageKey={`/saas/consignor/index#${name}`} url={url} params={params} columns={columns} getRowId={(r) => String(r.id)} pagerVariant="small" height="260px" emptyText={emptyText} />
    </Block>
  );
}

function Block({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="2" bg="bg" borderWidth="1px" borderRadius="md" p="3" minW="0" data-testid={testId}>
      <Heading size="sm">{title}</Heading>
      {children}
    </Stack>
  );
}

export function MerchantHomeScreen() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const col = (k: string) => t(`merchantHome.col.${k}`);

  const exceptionColumns: DataTableColumn<RecordSummary>[] = [
    {
      key: 'abnormal_no',
      title: col('abnormalNo'),
      width: 170,
      value: (r) => r.abnormal_no,
      render: (r) => (
        <Link asChild color="brand.fg">
          <RouterLink to={`/da/abnormal/detail/${r.id}` as never}>{r.abnormal_no}</RouterLink>
        </Link>
      ),
    },
    { key: 'order_no', title: col('orderNo'), width: 160, value: (r) => r.order_no },
    { key: 'type', title: col('type'), width: 110, value: (r) => r.type_name || r.type_code },
    { key: 'status', title: col('status'), width: 90, value: (r) => ABNORMAL_STATUS_LABELS[r.status]?.[lang] ?? r.status },
    { key: 'registered_at', title: col('registeredAt'), width: 160, value: (r) => time(r.registered_at) },
  ];
  const statementColumns: DataTableColumn<CheckBillDto>[] = [
    {
      key: 'check_no',
      title: col('checkNo'),
      width: 170,
      value: (r) => r.check_no,
      render: (r) => (
        <Link asChild color="brand.fg">
          <RouterLink to={`/da/finance/checkBill/journal/${r.id}` as never}>{r.check_no}</RouterLink>
        </Link>
      ),
    },
    { key: 'period', title: col('period'), width: 120, value: (r) => r.period },
    { key: 'total', title: col('total'), width: 110, align: 'end', value: (r) => formatYuan(r.total_cents) },
    { key: 'lines', title: col('lines'), width: 80, align: 'end', value: (r) => r.line_count },
    { key: 'status', title: col('status'), width: 90, value: (r) => STATEMENT_STATE_LABELS[r.status]?.[lang] ?? r.status },
    { key: 'sent_at', title: col('sentAt'), width: 160, value: (r) => time(r.sent_at) },
  ];

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="merchant-home">
      <Heading size="md">{t('merchantHome.title')}</Heading>
      <MyServicer />
      <OrderCounts lang={lang} />
      <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="3" alignItems="start">
        <ListBlock<RecordSummary> title={t('merchantHome.exceptions')} name="exceptions" url="/abnormal/records" params={OPEN_EXCEPTIONS} columns={exceptionColumns} emptyText={t('merchantHome.noExceptions')} />
        <ListBlock<CheckBillDto> title={t('merchantHome.statements')} name="statements" url="/finance/check-bills" params={TO_CONFIRM} columns={statementColumns} emptyText={t('merchantHome.noStatements')} />
      </Grid>
      <Block title={t('merchantHome.articles')} testId="merchant-home-articles">
        <ArticleFeed perPage={5} moreLink />
      </Block>
    </Stack>
  );
}

function OrderCounts({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const sum = useMerchantStatusSum();
  const counts = new Map(sum.data?.list.map((r) => [r.status, r.count]));
  const shown = ORDER_STATUSES.filter((s) => (counts.get(s) ?? 0) > 0);
  return (
    <Block title={t('merchantHome.orders')} testId="merchant-home-orders">
      {sum.isPending ? (
        <Spinner size="sm" />
      ) : sum.isError ? (
        <Text color="fg.error">{t('merchantHome.loadFailed')}</Text>
      ) : (
        <Grid templateColumns="repeat(auto-fill, minmax(110px, 1fr))" gap="2">
          <Count label={t('merchantHome.total')} value={sum.data.total} testId="merchant-home-total" />
          {shown.map((s) => (
            <Count key={s} label={ORDER_STATUS_LABELS[s][lang]} value={counts.get(s) ?? 0} testId={`merchant-home-status-${s}`} />
          ))}
        </Grid>
      )}
    </Block>
  );
}

function Count({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" px="3" py="2" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="semibold">
        {value}
      </Text>
    </Box>
  );
}
