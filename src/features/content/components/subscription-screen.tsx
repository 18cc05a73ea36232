/**
 * /saas/subscription/index: subscriptions and renewal requests on the existing /user/user_subscription/* calls. The
 * platform admin sees every company's, approves a request (a new subscription answering it) or rejects it with a
 * reason; a company sees its own history and its main account asks for a renewal.
 */
import { Badge, Box, Button, Field, HStack, Heading, Input, Link, Stack, Textarea } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { FeeItem } from '@/domain/content/api';
import { useTokenPayload } from '@/lib/session/token-store';
import { feeItemsQuery } from '../api/marketing';
import { RENEWAL_LIST_URL, SUBSCRIPTION_LIST_URL, useRenewalWrite, type RenewalItem, type SubscriptionItem } from '../api/subscriptions';
import { formatYuan } from '@/domain/money';
import { formatTime } from '../utils/format';
import { ContentDialog, useDialogWrite } from './content-dialog';
import { VersionSelect } from './version-select';

const PAGE_KEY = '/saas/subscription/index';
const RENEWAL_COLOR = { pending: 'orange', handled: 'green', rejected: 'red' } as const;

function RejectDialog({ renewal, onClose }: { renewal: RenewalItem; onClose(): void }) {
  const { t } = useTranslation();
  const write = useRenewalWrite();
  const [reason, setReason] = useState('');
  const { problem, setProblem, outcome } = useDialogWrite(onClose);
  const submit = () => {
    if (!reason.trim()) return setProblem(t('content.subscription.reason'));
    write.mutate({ reject: renewal.id, reason }, outcome);
  };
  return (
    <ContentDialog
      name="renewal-reject"
      title={`${t('content.subscription.rejectTitle')} · ${renewal.company_name}`}
      problem={problem}
      submitLabel={t('content.subscription.reject')}
      busy={write.isPending}
      danger
      onSubmit={submit}
      onClose={onClose}
    >
      <Field.Root required>
        <Field.Label>{t('content.subscription.reason')}</Field.Label>
        <Textarea size="sm" maxLength={200} value={reason} onChange={(e) => setReason(e.currentTarget.value)} data-testid="renewal-reject-reason" />
      </Field.Root>
    </ContentDialog>
  );
}

function RenewalRequestDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const write = useRenewalWrite();
  const [form, setForm] = useState({ version: 'STANDARD', months: '12', memo: '' });
  const { problem, outcome } = useDialogWrite(onClose, 'content.subscription.requested');
  const submit = () => write.mutate({ request: { version: form.version, months: Number(form.months), memo: form.memo } }, outcome);
  return (
    <ContentDialog name="renewal-request" title={t('content.subscription.requestRenewal')} problem={problem} busy={write.isPending} onSubmit={submit} onClose={onClose}>
      <VersionSelect value={form.version} onChange={(version) => setForm({ ...form, version })} />
      <Field.Root>
        <Field.Label>{t('content.subscription.fields.months')}</Field.Label>
        <Input size="sm" type="number" min={1} max={36} value={form.months} onChange={(e) => setForm({ ...form, months: e.currentTarget.value })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('content.subscription.fields.memo')}</Field.Label>
        <Textarea size="sm" maxLength={320} value={form.memo} onChange={(e) => setForm({ ...form, memo: e.currentTarget.value })} />
      </Field.Root>
    </ContentDialog>
  );
}

export function SubscriptionScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useTokenPayload();
  const platform = me?.app_code === 'FMZY' && me.main_type === 'admin';
  const [tab, setTab] = useState<'subscriptions' | 'renewals' | 'fees'>('subscriptions');
  // what the company's own edition costs (the platform's fee config); the platform edits those on its own screen
  const fees = useQuery({ ...feeItemsQuery(), enabled: !platform && tab === 'fees' });
  const [rejecting, setRejecting] = useState<RenewalItem | null>(null);
  const [requesting, setRequesting] = useState(false);

  const subColumns = useMemo<DataTableColumn<SubscriptionItem>[]>(() => {
    const f = (k: string) => t(`content.subscription.fields.${k}`);
    return [
      {
        key: 'id',
        title: 'ID',
        width: 70,
        value: (r) => r.id,
        render: (r) => (
          <Link asChild color="brand.fg">
            <RouterLink to="/saas/subscription/show/$id" params={{ id: String(r.id) } as never}>
              {r.id}
            </RouterLink>
          </Link>
        ),
      },
      { key: 'company_name', title: f('company'), width: 180, value: (r) => r.company_name },
      { key: 'version_name', title: f('version'), width: 90, value: (r) => r.version_name },
      { key: 'starts_on', title: f('startsOn'), width: 110, value: (r) => r.starts_on },
      { key: 'ends_on', title: f('endsOn'), width: 110, value: (r) => r.ends_on },
      { key: 'amount', title: f('amount'), width: 100, value: (r) => formatYuan(r.amount), align: 'end' },
      { key: 'status', title: f('status'), width: 80, value: (r) => t(`content.subscription.status.${r.status}`) },
      { key: 'memo', title: f('memo'), width: 160, value: (r) => r.memo },
      { key: 'created_by_name', title: f('createdBy'), width: 100, value: (r) => r.created_by_name },
      { key: 'created_at', title: f('createdAt'), width: 160, value: (r) => formatTime(r.created_at) },
    ];
  }, [t]);

  const feeColumns = useMemo<DataTableColumn<FeeItem>[]>(
    () => [
      { key: 'name', title: t('content.fee.fields.name'), width: 180, value: (r) => r.name },
      { key: 'unit', title: t('content.fee.fields.unit'), width: 100, value: (r) => t(`content.fee.unit.${r.unit}`) },
      { key: 'amount', title: t('content.fee.fields.amount'), width: 120, value: (r) => formatYuan(r.amount), align: 'end' },
    ],
    [t],
  );

  const renewalColumns = useMemo<DataTableColumn<RenewalItem>[]>(() => {
    const f = (k: string) => t(`content.subscription.fields.${k}`);
    return [
      { key: 'company_name', title: f('company'), width: 180, value: (r) => r.company_name },
      { key: 'version_name', title: f('version'), width: 90, value: (r) => r.version_name },
      { key: 'months', title: f('months'), width: 70, value: (r) => r.months, align: 'end' },
      { key: 'memo', title: f('memo'), width: 160, value: (r) => r.memo },
      {
        key: 'status',
        title: f('status'),
        width: 90,
        value: (r) => t(`content.subscription.renewalStatus.${r.status}`),
        render: (r) => (
          <Badge variant="subtle" colorPalette={RENEWAL_COLOR[r.status]}>
            {t(`content.subscription.renewalStatus.${r.status}`)}
          </Badge>
        ),
      },
      { key: 'reject_reason', title: f('rejectReason'), width: 160, value: (r) => r.reject_reason },
      { key: 'requested_by_name', title: f('requestedBy'), width: 100, value: (r) => r.requested_by_name },
      { key: 'requested_at', title: f('requestedAt'), width: 160, value: (r) => formatTime(r.requested_at) },
      {
        key: 'actions',
        title: t('content.actions'),
        width: 150,
        value: () => '',
        render: (r) =>
          platform && r.status === 'pending' ? (
            <HStack gap="1">
              <Button
                size="2xs"
                variant="ghost"
                colorPalette="brand"
                onClick={() => void navigate({ to: '/saas/subscription/show', search: { renewal_id: r.id, company_id: r.company_id, version: r.version, months: r.months } as never })}
              >
                {t('content.subscription.approve')}
              </Button>
              <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => setRejecting(r)} data-testid={`renewal-reject-${r.id}`}>
                {t('content.subscription.reject')}
              </Button>
            </HStack>
          ) : null,
      },
    ];
  }, [t, platform, navigate]);

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="subscription-screen" minW="0">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading size="md">{t('content.subscription.title')}</Heading>
        <HStack gap="2">
          {platform && (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to="/saas/subscription/show">{t('content.subscription.add')}</RouterLink>
            </Button>
          )}
          {!platform && me?.is_main && (
            <Button size="sm" colorPalette="brand" onClick={() => setRequesting(true)} data-testid="renewal-request">
              {t('content.subscription.requestRenewal')}
            </Button>
          )}
        </HStack>
      </HStack>
      <HStack gap="1">
        {(platform ? (['subscriptions', 'renewals'] as const) : (['subscriptions', 'renewals', 'fees'] as const)).map((k) => (
          <Button key={k} size="sm" variant={tab === k ? 'solid' : 'ghost'} onClick={() => setTab(k)} data-testid={`subscription-tab-${k}`}>
            {t(`content.subscription.tabs.${k}`)}
          </Button>
        ))}
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        {tab === 'fees' && <DataTable<FeeItem> pageKey={`${PAGE_KEY}#fees`} columns={feeColumns} rows={fees.data ?? []} getRowId={(r) => String(r.id)} height="50vh" />}
        {tab === 'subscriptions' && <DataTable<SubscriptionItem> pageKey={PAGE_KEY} columns={subColumns} url={SUBSCRIPTION_LIST_URL} getRowId={(r) => String(r.id)} />}
        {tab === 'renewals' && (
          <DataTable<RenewalItem> pageKey={`${PAGE_KEY}#renewals`} columns={renewalColumns} url={RENEWAL_LIST_URL} getRowId={(r) => String(r.id)} />
        )}
      </Box>
      {rejecting && <RejectDialog renewal={rejecting} onClose={() => setRejecting(null)} />}
      {requesting && <RenewalRequestDialog onClose={() => setRequesting(false)} />}
    </Stack>
  );
}
