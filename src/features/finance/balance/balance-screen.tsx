/**
 * 余额 (/saas/finance/balance/index). Finance (SAAS): every party's prepaid balance, receivable with its aging and
 * payable, filters in the URL, Excel export. A merchant (DA): its own prepaid balance and recharges awaiting
 * approval, its payment terms, 充值 and its recharges with their states.
 */
import { Alert, Box, Button, HStack, Heading, Input, NativeSelect, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuSearch } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, DataTableTab, TableView } from '@/components/ui/data-table/types';
import { AGING_BUCKETS, type MyBalanceDto, type PartyBalanceDto, type RechargeDto } from '@/domain/finance/accounts-api';
import { apiGet } from '@/lib/api-client';
import { useTokenPayload } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { termLabel, useLang, yuan } from '../money';
import { useFinanceSearch, type FinanceSearch } from '../routes';
import { rechargeColumns } from '../recharge/recharge-columns';
import { RechargeFormDialog } from './recharge-form-dialog';

const PATH = '/saas/finance/balance/index';

export function BalanceScreen() {
  const user = useTokenPayload();
  return user?.main_type === 'consignor' ? <MerchantBalance /> : <PartyBalances />;
}

function PartyBalances() {
  const { t } = useTranslation();
  const [search, go] = useFinanceSearch(PATH);
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const title = t('routes.saasFinanceBalanceIndex');
  const columns = useMemo<DataTableColumn<PartyBalanceDto>[]>(
    () => [
      { key: 'party', title: t('finance.party'), width: 170, value: (r) => r.party_name },
      { key: 'party_type', title: t('financeMoney.balance.partyType'), width: 90, value: (r) => t(`finance.partyTypes.${r.party_type || 'none'}`) },
      { key: 'prepaid', title: t('financeMoney.balance.prepaid'), width: 120, align: 'end', value: (r) => yuan(r.prepaid_cents) },
      { key: 'prepaid_pending', title: t('financeMoney.balance.prepaidPending'), width: 120, align: 'end', value: (r) => yuan(r.prepaid_pending_cents) },
      { key: 'receivable', title: t('financeMoney.balance.receivable'), width: 120, align: 'end', value: (r) => yuan(r.receivable_cents) },
      ...AGING_BUCKETS.map((b): DataTableColumn<PartyBalanceDto> => ({ key: b, title: t(`financeMoney.balance.aging.${b}`), width: 110, align: 'end', value: (r) => yuan(r.aging[b]) })),
      { key: 'payable', title: t('financeMoney.balance.payable'), width: 120, align: 'end', value: (r) => yuan(r.payable_cents) },
    ],
    [t],
  );
  const params = useMemo(() => ({ party_type: search.party_type, keyword: search.keyword }), [search.party_type, search.keyword]);
  const view: TableView = { page: search.page, per_page: search.per_page };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="fn-balances">
      <Heading size="md">{title}</Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('financeMoney.balance.intro')}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field value={search.party_type ?? ''} onChange={(e) => go({ party_type: e.currentTarget.value as FinanceSearch['party_type'], page: undefined })} aria-label={t('financeMoney.balance.partyType')}>
            <option value="">{t('financeMoney.balance.allParties')}</option>
            {(['consignor', 'carrier', 'delivery'] as const).map((p) => (
              <option key={p} value={p}>
                {t(`finance.partyTypes.${p}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Input size="sm" width={{ base: 'full', sm: '220px' }} placeholder={t('financeMoney.balance.keyword')} value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} onKeyDown={(e) => e.key === 'Enter' && go({ keyword, page: undefined })} />
        <Button size="sm" onClick={() => go({ keyword, page: undefined })}>
          <LuSearch /> {t('finance.search')}
        </Button>
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<PartyBalanceDto>
          pageKey={PATH}
          columns={columns}
          url="/finance/balances"
          params={params}
          getRowId={(r) => `${r.party_type}:${r.party_id}`}
          exportConfig={{ prefix: title, sheetName: title }}
          emptyText={t('finance.empty')}
          view={view}
          onViewChange={(patch) => go({ page: patch.page === 1 ? undefined : (patch.page ?? search.page), per_page: patch.per_page ?? search.per_page })}
        />
      </Box>
    </Stack>
  );
}

function MerchantBalance() {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const [search, go] = useFinanceSearch(PATH);
  const [form, setForm] = useState(false);
  const mine = useQuery({ queryKey: ['finance', 'my-balance'], queryFn: () => apiGet<MyBalanceDto>('/finance/my-balance', undefined, { silent: true }) });
  const columns = useMemo(() => rechargeColumns(t, lang, { merchant: false }), [t, lang]);
  const tabs = useMemo<DataTableTab<RechargeDto>[]>(
    () => [
      { key: 'all', label: t('financeMoney.recharge.tabs.all') },
      { key: 'PENDING', label: t('financeMoney.recharge.tabs.pending'), params: { state: 'PENDING' } },
      { key: 'POSTED', label: t('financeMoney.recharge.tabs.POSTED'), params: { state: 'POSTED' } },
      { key: 'VOIDED', label: t('financeMoney.recharge.tabs.VOIDED'), params: { state: 'VOIDED' } },
    ],
    [t],
  );
  const title = t('routes.saasFinanceBalanceIndex');
  const view: TableView = { page: search.page, per_page: search.per_page, tab: search.tab };
  const b = mine.data;

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="fn-my-balance">
      <HStack gap="2" flexWrap="wrap">
        <Heading size="md">{title}</Heading>
        <Button size="sm" colorPalette="brand" ms="auto" onClick={() => setForm(true)} disabled={!b} data-testid="fn-recharge-create">
          <LuPlus /> {t('financeMoney.recharge.create')}
        </Button>
      </HStack>
      {mine.isError && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('financeMoney.balance.notLinked')}</Alert.Title>
        </Alert.Root>
      )}
      {b && (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Stat.Root borderWidth="1px" borderRadius="md" p="3" bg="bg">
            <Stat.Label>{t('financeMoney.balance.myBalance')}</Stat.Label>
            <Stat.ValueText data-testid="fn-my-balance-value">{yuan(b.balance_cents)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root borderWidth="1px" borderRadius="md" p="3" bg="bg">
            <Stat.Label>{t('financeMoney.balance.myPending')}</Stat.Label>
            <Stat.ValueText data-testid="fn-my-pending-value">{yuan(b.pending_cents)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root borderWidth="1px" borderRadius="md" p="3" bg="bg">
            <Stat.Label>{t('financeMoney.balance.terms')}</Stat.Label>
            <Stat.ValueText>{termLabel(b.payment_term, lang)}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root borderWidth="1px" borderRadius="md" p="3" bg="bg">
            <Stat.Label>{t('financeMoney.balance.creditLimit')}</Stat.Label>
            <Stat.ValueText>{yuan(b.credit_limit_cents)}</Stat.ValueText>
          </Stat.Root>
        </SimpleGrid>
      )}
      <Heading size="sm">{t('financeMoney.recharge.mine')}</Heading>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<RechargeDto>
          pageKey={`${PATH}#mine`}
          columns={columns}
          tabs={tabs}
          url="/finance/recharges"
          getRowId={(r) => String(r.id)}
          exportConfig={{ prefix: t('financeMoney.recharge.mine'), sheetName: t('financeMoney.recharge.mine') }}
          emptyText={t('financeMoney.recharge.empty')}
          view={view}
          onViewChange={(patch) => go({ ...patch, tab: patch.tab === 'all' ? undefined : (patch.tab ?? search.tab), page: patch.page === 1 ? undefined : (patch.page ?? search.page) })}
        />
      </Box>
      {form && (
        <RechargeFormDialog
          onClose={() => setForm(false)}
          onSent={(r) => {
            toast.success(t('financeMoney.recharge.sentToast', { no: r.recharge_no }));
            void qc.invalidateQueries();
          }}
        />
      )}
    </Stack>
  );
}
