/**
 * /saas/subscription/show (new) and /saas/subscription/show/:id: one subscription. The platform admin creates one
 * (answering a renewal request when the list's approve button led here), edits it, and disables / enables it again
 * (POST /user/user_subscription/updateStatus); a company reads it.
 */
import { Button, DataList, Field, HStack, Heading, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIBE_VERSIONS, type SubscribeVersion } from '@/domain/account/api';
import { ApiError } from '@/lib/api-client';
import { useTokenPayload } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { subscriptionQuery, useSaveSubscription, useSubscriptionStatus } from '../api/subscriptions';
import { formatYuan } from '@/domain/money';
import { fenOf, formatTime, yuan } from '../utils/format';
import { VersionSelect } from './version-select';

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
function addMonths(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export function SubscriptionShowScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useTokenPayload();
  const platform = me?.app_code === 'FMZY' && me.main_type === 'admin';
  const { id: idParam } = useParams({ strict: false }) as { id?: string };
  const search = useSearch({ strict: false }) as { renewal_id?: number; company_id?: number; version?: string; months?: number };
  const id = idParam ? Number(idParam) : null;
  const existing = useQuery({ ...subscriptionQuery(id ?? 0), enabled: id !== null });
  const save = useSaveSubscription(id);
  const setStatus = useSubscriptionStatus();
  const start = today();
  const [form, setForm] = useState({
    company_id: search.company_id ? String(search.company_id) : '',
    version: (search.version && search.version in SUBSCRIBE_VERSIONS ? search.version : 'STANDARD') as SubscribeVersion,
    starts_on: start,
    ends_on: addMonths(start, Number(search.months) || 12),
    amount: '0',
    memo: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const s = existing.data;
  useEffect(() => {
    if (s) setForm({ company_id: String(s.company_id), version: s.version as SubscribeVersion, starts_on: s.starts_on, ends_on: s.ends_on, amount: yuan(s.amount), memo: s.memo });
  }, [s]);

  if (id !== null && existing.isPending) return <Spinner m="4" />;
  if (id !== null && !s) return <Text p="4">{t('content.notFound')}</Text>;
  const f = (k: string) => t(`content.subscription.fields.${k}`);

  if (!platform && s) {
    return (
      <Stack gap="3" p={{ base: '3', md: '4' }} maxW="640px" data-testid="subscription-show-screen">
        <Heading size="md">{t('content.subscription.show')}</Heading>
        <DataList.Root orientation="horizontal">
          {(
            [
              ['company', s.company_name],
              ['version', s.version_name],
              ['startsOn', s.starts_on],
              ['endsOn', s.ends_on],
              ['amount', formatYuan(s.amount)],
              ['status', t(`content.subscription.status.${s.status}`)],
              ['memo', s.memo],
              ['createdAt', formatTime(s.created_at)],
            ] as const
          ).map(([k, v]) => (
            <DataList.Item key={k}>
              <DataList.ItemLabel>{f(k)}</DataList.ItemLabel>
              <DataList.ItemValue>{v}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Stack>
    );
  }

  const submit = () => {
    const amount = fenOf(form.amount);
    if (amount === null) return setProblem(t('content.subscription.amountInvalid'));
    setProblem(null);
    save.mutate(
      { company_id: Number(form.company_id), version: form.version, starts_on: form.starts_on, ends_on: form.ends_on, amount, memo: form.memo, renewal_id: search.renewal_id ?? null },
      {
        onSuccess: () => {
          toast.success(t('content.saved'));
          void navigate({ to: '/saas/subscription/index' });
        },
        onError: (e) => setProblem(e instanceof ApiError ? e.msg : t('content.failed')),
      },
    );
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} maxW="640px" data-testid="subscription-show-screen">
      <Heading size="md">{id === null ? t('content.subscription.add') : t('content.subscription.show')}</Heading>
      {s && (
        <Text fontSize="sm" data-testid="subscription-status" data-status={s.status}>
          {t('content.subscription.statusLine', { status: t(`content.subscription.status.${s.status}`) })}
        </Text>
      )}
      <Field.Root required disabled={id !== null || !!search.company_id}>
        <Field.Label>{f('companyId')}</Field.Label>
        <Input size="sm" inputMode="numeric" value={form.company_id} onChange={(e) => setForm({ ...form, company_id: e.currentTarget.value })} />
        {s && <Field.HelperText>{s.company_name}</Field.HelperText>}
      </Field.Root>
      <VersionSelect value={form.version} onChange={(version) => setForm({ ...form, version })} />
      <HStack gap="3">
        <Field.Root>
          <Field.Label>{f('startsOn')}</Field.Label>
          <Input size="sm" type="date" value={form.starts_on} onChange={(e) => setForm({ ...form, starts_on: e.currentTarget.value })} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{f('endsOn')}</Field.Label>
          <Input size="sm" type="date" value={form.ends_on} onChange={(e) => setForm({ ...form, ends_on: e.currentTarget.value })} />
        </Field.Root>
      </HStack>
      <Field.Root>
        <Field.Label>{f('amount')}</Field.Label>
        <Input size="sm" inputMode="decimal" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.currentTarget.value })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{f('memo')}</Field.Label>
        <Textarea size="sm" maxLength={320} value={form.memo} onChange={(e) => setForm({ ...form, memo: e.currentTarget.value })} />
      </Field.Root>
      {problem && (
        <Text color="fg.error" fontSize="sm" data-testid="subscription-error">
          {problem}
        </Text>
      )}
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={() => void navigate({ to: '/saas/subscription/index' })}>
          {t('content.cancel')}
        </Button>
        <Button size="sm" colorPalette="brand" loading={save.isPending} onClick={submit} data-testid="subscription-save">
          {t('content.save')}
        </Button>
        {s && (
          <Button
            size="sm"
            variant="outline"
            colorPalette={s.status === 'active' ? 'red' : 'green'}
            loading={setStatus.isPending}
            onClick={() => {
              setProblem(null);
              setStatus.mutate(
                { id: s.id, status: s.status === 'active' ? 'disabled' : 'active' },
                { onSuccess: () => toast.success(t('content.saved')), onError: (e) => setProblem(e instanceof ApiError ? e.msg : t('content.failed')) },
              );
            }}
            data-testid="subscription-toggle"
          >
            {t(s.status === 'active' ? 'content.subscription.disable' : 'content.subscription.enable')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
