/**
 * 资金账户 (/saas/finance/account/index): the company's accounts with balance and pending on their normal side (kind
 * filter in the URL); a row opens the account's journal (?account=) with 借 / 贷 columns and 冲销 per entry; 结账
 * closes a month (one-way, confirmed) from the periods list. 打印 on a journal prints its every line on the account's
 * normal side through the statement sheet (statement-print.tsx).
 */
import { Badge, Box, Button, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuLock } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, TableView } from '@/components/ui/data-table/types';
import type { AccountDto, AccountJournalDto, JournalLineDto } from '@/domain/finance/api';
import { ACCOUNT_KIND_LIST, normalSide } from '@/domain/finance/ledger';
import { formatDateTime } from '@/domain/relative-time';
import { apiGet, apiPost } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { kindLabel, useLang, withKey, yuan } from '../money';
import { DecisionDialog } from '../recharge/decision-dialog';
import { useFinanceSearch } from '../routes';
import { PrintButton, StatementPrint, usePrintAll } from '../statement-print';
import { PeriodsPanel } from './periods-panel';

const PATH = '/saas/finance/account/index';

export function AccountsScreen() {
  const [search] = useFinanceSearch(PATH);
  return search.account ? <AccountJournal id={search.account} /> : <AccountList />;
}

function AccountList() {
  const { t } = useTranslation();
  const lang = useLang();
  const [search, go] = useFinanceSearch(PATH);
  const [periods, setPeriods] = useState(false);
  const title = t('routes.saasFinanceAccountIndex');
  const columns = useMemo<DataTableColumn<AccountDto>[]>(
    () => [
      { key: 'kind', title: t('financeMoney.accounts.kind'), width: 130, value: (r) => kindLabel(r.kind, lang) },
      { key: 'party', title: t('finance.party'), width: 170, value: (r) => r.party_name || t('finance.partyTypes.none') },
      { key: 'name', title: t('financeMoney.accounts.name'), width: 200, value: (r) => r.name },
      { key: 'balance', title: t('finance.balance'), width: 130, align: 'end', value: (r) => yuan(r.display_balance_cents) },
      { key: 'pending', title: t('finance.pending'), width: 130, align: 'end', value: (r) => yuan(r.display_pending_cents) },
      { key: 'currency', title: 'CNY', width: 60, value: (r) => r.currency },
    ],
    [t, lang],
  );
  const params = useMemo(() => ({ kind: search.kind }), [search.kind]);
  const view: TableView = { page: search.page, per_page: search.per_page };
  const onTableClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('a, button, input, label, [role=checkbox]')) return;
    const id = target.closest<HTMLElement>('.dt-row[data-row-id]')?.dataset.rowId;
    if (id && /^\d+$/.test(id)) go({ account: Number(id) });
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="fn-accounts">
      <HStack gap="2" flexWrap="wrap">
        <Heading size="md">{title}</Heading>
        <Button size="sm" variant="outline" ms="auto" onClick={() => setPeriods((p) => !p)} data-testid="fn-periods-toggle">
          <LuLock /> {t('financeMoney.accounts.closePeriod')}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('financeMoney.accounts.intro')}
      </Text>
      {periods && <PeriodsPanel />}
      <NativeSelect.Root size="sm" width="auto" maxW="240px">
        <NativeSelect.Field value={search.kind ?? ''} onChange={(e) => go({ kind: e.currentTarget.value || undefined, page: undefined })} aria-label={t('financeMoney.accounts.kind')}>
          <option value="">{t('financeMoney.accounts.allKinds')}</option>
          {ACCOUNT_KIND_LIST.map((k) => (
            <option key={k} value={k}>
              {kindLabel(k, lang)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0" onClick={onTableClick} css={{ '& .dt-row': { cursor: 'pointer' } }}>
        <DataTable<AccountDto>
          pageKey={PATH}
          columns={columns}
          url="/finance/accounts"
          params={params}
          getRowId={(r) => String(r.id)}
          exportConfig={{ prefix: title, sheetName: title }}
          emptyText={t('finance.empty')}
          view={view}
          onViewChange={(patch) => go({ page: patch.page === 1 ? undefined : (patch.page ?? search.page), per_page: patch.per_page ?? search.per_page })}
        />
      </Box>
    </Stack>
  );
}

function AccountJournal({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const [search, go] = useFinanceSearch(PATH);
  const [reversing, setReversing] = useState<JournalLineDto | null>(null);
  const url = `/finance/accounts/${id}/journal`;
  const head = useQuery({ queryKey: ['finance', 'account', id], queryFn: () => apiGet<AccountJournalDto>(url, { per_page: 1 }, { silent: true }) });
  const account = head.data?.account;
  const printing = usePrintAll<JournalLineDto>(url);
  const columns = useMemo<DataTableColumn<JournalLineDto>[]>(
    () => [
      { key: 'posted_at', title: t('finance.postedAt'), width: 140, value: (r) => formatDateTime(new Date(r.posted_at)) },
      { key: 'entry_no', title: t('finance.entryNo'), width: 170, value: (r) => r.entry_no },
      {
        key: 'kind',
        title: t('financeMoney.accounts.entryKind'),
        width: 120,
        value: (r) => `${t(`financeMoney.accounts.kindOfEntry.${r.kind}`)}${r.phase === 'SINGLE' ? '' : ` ${t(`financeMoney.accounts.phase.${r.phase}`)}`}`,
        render: (r) => (
          <HStack gap="1">
            <Text as="span">{t(`financeMoney.accounts.kindOfEntry.${r.kind}`)}</Text>
            {r.phase !== 'SINGLE' && <Badge size="sm">{t(`financeMoney.accounts.phase.${r.phase}`)}</Badge>}
          </HStack>
        ),
      },
      { key: 'debit', title: t('finance.debit'), width: 120, align: 'end', value: (r) => (r.debit_cents ? yuan(r.debit_cents) : '') },
      { key: 'credit', title: t('finance.credit'), width: 120, align: 'end', value: (r) => (r.credit_cents ? yuan(r.credit_cents) : '') },
      { key: 'memo', title: t('finance.memo'), width: 200, value: (r) => r.memo },
      { key: 'period', title: t('finance.period'), width: 90, value: (r) => r.period },
      { key: 'by', title: t('finance.createdBy'), width: 100, value: (r) => r.created_by_name },
      {
        key: 'actions',
        title: t('finance.actions'),
        width: 90,
        value: () => '',
        render: (r) =>
          (r.phase === 'SINGLE' || r.phase === 'POST') && r.kind !== 'REVERSAL' ? (
            <Button size="xs" variant="outline" onClick={() => setReversing(r)} data-testid="fn-entry-reverse">
              {t('financeMoney.accounts.reverse')}
            </Button>
          ) : null,
      },
    ],
    [t],
  );
  const view: TableView = { page: search.page, per_page: search.per_page };
  const name = account ? `${kindLabel(account.kind, lang)}${account.party_name ? ` · ${account.party_name}` : ''}` : '';

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="fn-journal">
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" variant="ghost" onClick={() => go({ account: undefined, page: undefined })}>
          <LuArrowLeft /> {t('financeMoney.accounts.back')}
        </Button>
        <Heading size="md">{t('financeMoney.accounts.journal', { name })}</Heading>
        {account && (
          <Box ms="auto">
            <PrintButton loading={printing.gathering} onClick={() => void printing.print()} />
          </Box>
        )}
      </HStack>
      {account && (
        <HStack gap="4" fontSize="sm" flexWrap="wrap">
          <Text>
            {t('finance.balance')}: <b data-testid="fn-journal-balance">{yuan(account.display_balance_cents)}</b>
          </Text>
          <Text>
            {t('finance.pending')}: <b>{yuan(account.display_pending_cents)}</b>
          </Text>
        </HStack>
      )}
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<JournalLineDto>
          pageKey={`${PATH}#journal`}
          columns={columns}
          url={url}
          getRowId={(r) => String(r.line_id)}
          exportConfig={{ prefix: name || t('routes.saasFinanceAccountIndex'), sheetName: t('routes.saasFinanceAccountIndex') }}
          emptyText={t('finance.empty')}
          view={view}
          onViewChange={(patch) => go({ page: patch.page === 1 ? undefined : (patch.page ?? search.page), per_page: patch.per_page ?? search.per_page })}
        />
      </Box>
      {account && printing.lines && <AccountStatement account={account} name={name} lines={printing.lines} />}
      {reversing && (
        <DecisionDialog
          testId="fn-reverse-dialog"
          title={t('financeMoney.accounts.reverseTitle', { no: reversing.entry_no })}
          hint={t('financeMoney.accounts.reverseHint', { no: reversing.entry_no })}
          text={{ kind: 'memo', label: t('finance.memo') }}
          confirmLabel={t('financeMoney.accounts.reverse')}
          danger
          onConfirm={async (memo, key) => {
            await apiPost(`/finance/entries/${reversing.entry_id}/reverse`, { memo }, withKey(key));
            toast.success(t('financeMoney.accounts.reversedToast', { no: reversing.entry_no }));
            await qc.invalidateQueries();
          }}
          onClose={() => setReversing(null)}
        />
      )}
    </Stack>
  );
}

/** an account's journal on paper: each line on the account's normal side (as its balance is shown), their sum, the balance and pending */
export function AccountStatement({ account, name, lines }: { account: AccountDto; name: string; lines: JournalLineDto[] }) {
  const { t } = useTranslation();
  const side = normalSide(account.kind);
  const signed = lines.map((l) => ({
    key: l.line_id,
    order_no: `${l.entry_no} ${formatDateTime(new Date(l.posted_at))}`,
    item: [`${t(`financeMoney.accounts.kindOfEntry.${l.kind}`)}${l.phase === 'SINGLE' ? '' : ` ${t(`financeMoney.accounts.phase.${l.phase}`)}`}`, l.memo].filter(Boolean).join(' · '),
    signed_cents: side * l.amount_cents || 0,
  }));
  return (
    <StatementPrint
      kind="account"
      no={account.code || String(account.id)}
      party={name}
      period={account.name}
      periodLabel={t('financeMoney.accounts.name')}
      heads={{ ref: t('finance.entryNo'), item: t('finance.memo'), amount: t('financeBills.signed') }}
      lines={signed}
      totalCents={signed.reduce((sum, l) => sum + l.signed_cents, 0)}
      figures={[
        { label: t('finance.balance'), cents: account.display_balance_cents },
        { label: t('finance.pending'), cents: account.display_pending_cents },
      ]}
    />
  );
}
