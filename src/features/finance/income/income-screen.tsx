/**
 * 收入记录 (/saas/finance/income/index): the income account's posted lines — date range and keyword in the URL, the
 * filter's total, Excel export through the shared table's export worker.
 */
import { Box, Button, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, TableView } from '@/components/ui/data-table/types';
import type { IncomeLineDto } from '@/domain/finance/accounts-api';
import { formatDateTime } from '@/domain/relative-time';
import { apiGet } from '@/lib/api-client';
import { yuan } from '../money';
import { useFinanceSearch } from '../routes';

const PATH = '/saas/finance/income/index';
const URL = '/finance/income';

export function IncomeScreen() {
  const { t } = useTranslation();
  const [search, go] = useFinanceSearch(PATH);
  const [draft, setDraft] = useState({ from: search.from ?? '', to: search.to ?? '', keyword: search.keyword ?? '' });
  const title = t('routes.saasFinanceIncomeIndex');
  const params = useMemo(() => ({ from: search.from, to: search.to, keyword: search.keyword }), [search.from, search.to, search.keyword]);
  const sum = useQuery({ queryKey: ['finance', 'income-sum', params], queryFn: () => apiGet<{ sum_cents: number }>(URL, { ...params, per_page: 1 }, { silent: true }) });
  const columns = useMemo<DataTableColumn<IncomeLineDto>[]>(
    () => [
      { key: 'posted_at', title: t('finance.postedAt'), width: 140, value: (r) => formatDateTime(new Date(r.posted_at)) },
      { key: 'entry_no', title: t('finance.entryNo'), width: 170, value: (r) => r.entry_no },
      { key: 'period', title: t('finance.period'), width: 90, value: (r) => r.period },
      { key: 'kind', title: t('financeMoney.accounts.entryKind'), width: 90, value: (r) => t(`financeMoney.accounts.kindOfEntry.${r.kind}`) },
      { key: 'amount', title: t('finance.amount'), width: 120, align: 'end', value: (r) => yuan(r.amount_cents) },
      { key: 'memo', title: t('finance.memo'), width: 220, value: (r) => r.memo },
      { key: 'created_by', title: t('finance.createdBy'), width: 100, value: (r) => r.created_by_name },
    ],
    [t],
  );
  const view: TableView = { page: search.page, per_page: search.per_page };
  const apply = () => go({ from: draft.from || undefined, to: draft.to || undefined, keyword: draft.keyword || undefined, page: undefined });

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="fn-income">
      <Heading size="md">{title}</Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('financeMoney.income.intro')}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        <Input size="sm" type="date" width="auto" aria-label={t('finance.from')} value={draft.from} onChange={(e) => { const from = e.currentTarget.value; setDraft((d) => ({ ...d, from })); }} />
        <Text fontSize="sm">–</Text>
        <Input size="sm" type="date" width="auto" aria-label={t('finance.to')} value={draft.to} onChange={(e) => { const to = e.currentTarget.value; setDraft((d) => ({ ...d, to })); }} />
        <Input size="sm" width={{ base: 'full', sm: '200px' }} placeholder={t('financeMoney.income.keyword')} value={draft.keyword} onChange={(e) => { const keyword = e.currentTarget.value; setDraft((d) => ({ ...d, keyword })); }} onKeyDown={(e) => e.key === 'Enter' && apply()} />
        <Button size="sm" onClick={apply} data-testid="fn-income-search">
          <LuSearch /> {t('finance.search')}
        </Button>
      </HStack>
      {sum.data && (
        <Text fontSize="sm" fontWeight="medium" data-testid="fn-income-total">
          {t('financeMoney.income.total', { amount: yuan(sum.data.sum_cents) })}
        </Text>
      )}
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<IncomeLineDto>
          pageKey={PATH}
          columns={columns}
          url={URL}
          params={params}
          getRowId={(r) => String(r.line_id)}
          exportConfig={{ prefix: title, sheetName: title }}
          emptyText={t('financeMoney.income.empty')}
          view={view}
          onViewChange={(patch) => go({ page: patch.page === 1 ? undefined : (patch.page ?? search.page), per_page: patch.per_page ?? search.per_page })}
        />
      </Box>
    </Stack>
  );
}
