/**
 * 商家审核 (/saas/finance/consignorReview/index): merchants' credit terms — the terms in force beside the proposal under
 * review, pending first; 提交审核 proposes terms (cash, or monthly with a credit limit), finance approves or rejects
 * with a reason; a row's history opens below the table. State machine: src/domain/finance/consignor-terms.ts.
 */
import { Alert, Badge, Box, Button, Dialog, Field, HStack, Heading, Input, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, DataTableTab, TableView } from '@/components/ui/data-table/types';
import type { ConsignorTermsDto, ConsignorTermsEventDto } from '@/domain/finance/accounts-api';
import { PAYMENT_TERMS, REVIEW_STATES, type PaymentTerm } from '@/domain/finance/consignor-terms';
import { REVIEW_ACTION_LABELS } from '@/domain/finance/messages';
import { formatDateTime } from '@/domain/relative-time';
import { ApiError, apiGet, apiPost } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { STATE_PALETTE, newKey, reviewStateLabel, termLabel, useLang, withKey, yuan, yuanToFen } from '../money';
import { DecisionDialog } from '../recharge/decision-dialog';
import { useFinanceSearch } from '../routes';

const PATH = '/saas/finance/consignorReview/index';
const URL = '/finance/consignor-terms';

interface Option {
  id: number;
  name: string;
}

function TermsFormDialog({ initial, onClose }: { initial?: ConsignorTermsDto; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const key = useRef(newKey());
  const consignors = useQuery({
    queryKey: ['finance', 'consignor-options'],
    queryFn: () => apiGet<{ list: Option[] }>('/finance/consignors', undefined, { silent: true }).then((d) => d.list),
    enabled: !initial,
  });
  const [consignorId, setConsignorId] = useState(initial ? String(initial.consignor_id) : '');
  const [term, setTerm] = useState<PaymentTerm>(initial?.proposed_term ?? 'MONTHLY');
  const [limit, setLimit] = useState(initial && initial.proposed_limit_cents ? String(initial.proposed_limit_cents / 100) : '');
  const [memo, setMemo] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const fen = term === 'CASH' ? 0 : yuanToFen(limit);
    if (fen === null) return setProblem(t('finance.badAmount'));
    setBusy(true);
    try {
      const r = await apiPost<ConsignorTermsDto>(URL, { consignor_id: Number(consignorId), payment_term: term, credit_limit_cents: fen, memo: memo.trim() }, withKey(key.current));
      toast.success(t('financeMoney.review.submittedToast', { name: r.consignor_name }));
      await qc.invalidateQueries();
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" data-testid="fn-terms-form">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{t('financeMoney.review.formTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root required>
                  <Field.Label>
                    {t('financeMoney.review.merchant')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  {initial ? (
                    <Text>{initial.consignor_name}</Text>
                  ) : (
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field value={consignorId} onChange={(e) => setConsignorId(e.currentTarget.value)} data-testid="fn-terms-consignor">
                        <option value="">{t('financeMoney.review.chooseMerchant')}</option>
                        {(consignors.data ?? []).map((c) => (
                          <option key={c.id} value={c.id}>
                            {c.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  )}
                </Field.Root>
                <Field.Root required>
                  <Field.Label>{t('financeMoney.review.term')}</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field value={term} onChange={(e) => setTerm(e.currentTarget.value as PaymentTerm)} data-testid="fn-terms-term">
                      {PAYMENT_TERMS.map((p) => (
                        <option key={p} value={p}>
                          {termLabel(p, lang)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                {term === 'MONTHLY' && (
                  <Field.Root required>
                    <Field.Label>
                      {t('financeMoney.review.limit')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input size="sm" inputMode="decimal" value={limit} onChange={(e) => setLimit(e.currentTarget.value)} data-testid="fn-terms-limit" />
                  </Field.Root>
                )}
                <Field.Root>
                  <Field.Label>{t('finance.memo')}</Field.Label>
                  <Textarea value={memo} maxLength={200} onChange={(e) => setMemo(e.currentTarget.value)} />
                </Field.Root>
                {problem && (
                  <Alert.Root status="error" size="sm" data-testid="fn-terms-error">
                    <Alert.Indicator />
                    <Alert.Title>{problem}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>
                {t('finance.cancel')}
              </Button>
              <Button size="sm" colorPalette="brand" loading={busy} disabled={!consignorId} onClick={() => void submit()} data-testid="fn-terms-submit">
                {t('financeMoney.review.submit')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function History({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const detail = useQuery({ queryKey: ['finance', 'terms', id], queryFn: () => apiGet<ConsignorTermsDto & { events: ConsignorTermsEventDto[] }>(`${URL}/${id}`, undefined, { silent: true }) });
  const d = detail.data;
  if (!d) return null;
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" p="3" data-testid="fn-terms-history">
      <Heading size="sm" mb="2">
        {t('financeMoney.review.history')} · {d.consignor_name}
      </Heading>
      <Stack gap="1" fontSize="sm">
        {d.events.map((e) => (
          <Text key={e.id}>
            {formatDateTime(new Date(e.created_at))} · {e.by_name} · {REVIEW_ACTION_LABELS[e.action as keyof typeof REVIEW_ACTION_LABELS]?.[lang] ?? e.action} · {termLabel(e.payment_term as PaymentTerm, lang)}
            {e.payment_term === 'MONTHLY' ? ` ${yuan(e.credit_limit_cents)}` : ''}
            {e.note ? ` · ${e.note}` : ''}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}

export function ConsignorReviewScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const [search, go] = useFinanceSearch(PATH);
  const [form, setForm] = useState<{ initial?: ConsignorTermsDto } | null>(null);
  const [deciding, setDeciding] = useState<{ r: ConsignorTermsDto; action: 'approve' | 'reject' } | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const title = t('routes.saasFinanceConsignorReviewIndex');
  const terms = (term: PaymentTerm | null, cents: number) => (term ? `${termLabel(term, lang)}${term === 'MONTHLY' ? ` · ${yuan(cents)}` : ''}` : t('financeMoney.review.none'));
  const columns = useMemo<DataTableColumn<ConsignorTermsDto>[]>(
    () => [
      {
        key: 'actions',
        title: t('finance.actions'),
        width: 170,
        value: () => '',
        render: (r) => (
          <HStack gap="1">
            {r.status === 'PENDING' ? (
              <>
                <Button size="xs" colorPalette="brand" onClick={() => setDeciding({ r, action: 'approve' })} data-testid="fn-terms-approve">
                  {t('financeMoney.recharge.approve')}
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeciding({ r, action: 'reject' })} data-testid="fn-terms-reject">
                  {t('financeMoney.recharge.reject')}
                </Button>
              </>
            ) : (
              <Button size="xs" variant="outline" onClick={() => setForm({ initial: r })}>
                {t('financeMoney.review.revise')}
              </Button>
            )}
            <Button size="xs" variant="ghost" onClick={() => setOpen(r.id)}>
              {t('financeMoney.review.history')}
            </Button>
          </HStack>
        ),
      },
      { key: 'merchant', title: t('financeMoney.review.merchant'), width: 160, value: (r) => r.consignor_name },
      {
        key: 'status',
        title: t('finance.state'),
        width: 90,
        value: (r) => reviewStateLabel(r.status, lang),
        render: (r) => (
          <Badge colorPalette={STATE_PALETTE[r.status]} data-testid="fn-terms-status">
            {reviewStateLabel(r.status, lang)}
          </Badge>
        ),
      },
      { key: 'in_force', title: t('financeMoney.review.inForce'), width: 160, value: (r) => terms(r.payment_term, r.credit_limit_cents) },
      { key: 'proposed', title: t('financeMoney.review.proposed'), width: 160, value: (r) => terms(r.proposed_term, r.proposed_limit_cents) },
      { key: 'memo', title: t('finance.memo'), width: 160, value: (r) => r.memo },
      { key: 'reason', title: t('financeMoney.recharge.reason'), width: 160, value: (r) => r.reason },
      { key: 'submitted', title: t('financeMoney.review.submittedBy'), width: 150, value: (r) => `${r.submitted_by_name} ${formatDateTime(new Date(r.submitted_at))}` },
      { key: 'reviewed', title: t('financeMoney.review.reviewedBy'), width: 150, value: (r) => (r.reviewed_at ? `${r.reviewed_by_name} ${formatDateTime(new Date(r.reviewed_at))}` : '') },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lang],
  );
  const tabs = useMemo<DataTableTab<ConsignorTermsDto>[]>(() => [{ key: 'all', label: t('financeMoney.review.tabs.all') }, ...REVIEW_STATES.map((s) => ({ key: s, label: t(`financeMoney.review.tabs.${s}`), params: { status: s } }))], [t]);
  const view: TableView = { page: search.page, per_page: search.per_page, tab: search.tab };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="fn-consignor-review">
      <HStack gap="2" flexWrap="wrap">
        <Heading size="md">{title}</Heading>
        <Button size="sm" colorPalette="brand" ms="auto" onClick={() => setForm({})} data-testid="fn-terms-create">
          <LuPlus /> {t('financeMoney.review.submit')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('financeMoney.review.intro')}
      </Text>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<ConsignorTermsDto>
          pageKey={PATH}
          columns={columns}
          tabs={tabs}
          url={URL}
          getRowId={(r) => String(r.id)}
          exportConfig={{ prefix: title, sheetName: title }}
          emptyText={t('financeMoney.review.empty')}
          view={view}
          onViewChange={(patch) => go({ ...patch, tab: patch.tab === 'all' ? undefined : (patch.tab ?? search.tab), page: patch.page === 1 ? undefined : (patch.page ?? search.page) })}
        />
      </Box>
      {open && <History id={open} />}
      {form && <TermsFormDialog initial={form.initial} onClose={() => setForm(null)} />}
      {deciding && (
        <DecisionDialog
          testId="fn-terms-dialog"
          title={t(deciding.action === 'approve' ? 'financeMoney.review.approveTitle' : 'financeMoney.review.rejectTitle', { name: deciding.r.consignor_name })}
          hint={`${t('financeMoney.review.proposed')}: ${terms(deciding.r.proposed_term, deciding.r.proposed_limit_cents)}`}
          text={deciding.action === 'reject' ? { kind: 'reason', label: t('financeMoney.recharge.reason') } : undefined}
          confirmLabel={t(deciding.action === 'approve' ? 'financeMoney.recharge.approve' : 'financeMoney.recharge.reject')}
          danger={deciding.action === 'reject'}
          onConfirm={async (reason, key) => {
            const r = deciding.r;
            await apiPost(`${URL}/${r.id}/${deciding.action}`, deciding.action === 'reject' ? { reason } : {}, withKey(key));
            toast.success(t(deciding.action === 'approve' ? 'financeMoney.review.approvedToast' : 'financeMoney.review.rejectedToast', { name: r.consignor_name }));
            await qc.invalidateQueries();
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </Stack>
  );
}
