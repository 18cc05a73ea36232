/**
 * 账单 (/saas/finance/bill/index): the bills by state; 生成账单 drafts a period's bills for every party (finance team
 * only); each bill opens its journal. A merchant (DA) or delivery provider (PAI) sees its own confirmed bills.
 */
import { Box, Button, HStack, Heading, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableTab, TableView } from '@/components/ui/data-table/types';
import type { BillDto } from '@/domain/finance/bills-api';
import { useTokenPayload } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { useLang } from '../money';
import { useBillSearch } from '../bill-routes';
import { billColumns, BILLS_URL } from './bill-columns';
import { GenerateDialog } from './generate-dialog';

const PATH = '/saas/finance/bill/index';

export function BillListScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const qc = useQueryClient();
  const user = useTokenPayload();
  const finance = user?.main_type === 'servicer';
  const [search, go] = useBillSearch(PATH);
  const [generating, setGenerating] = useState(false);
  const title = t('routes.saasFinanceBillIndex');
  const columns = useMemo(() => billColumns(t, lang), [t, lang]);
  const tabs = useMemo<DataTableTab<BillDto>[]>(
    () => [
      { key: 'all', label: t('financeBills.tabs.all') },
      ...(finance ? [{ key: 'DRAFT', label: t('financeBills.tabs.DRAFT'), params: { status: 'DRAFT' } }] : []),
      { key: 'CONFIRMED', label: t('financeBills.tabs.CONFIRMED'), params: { status: 'CONFIRMED' } },
      { key: 'SETTLED', label: t('financeBills.tabs.SETTLED'), params: { status: 'SETTLED' } },
    ],
    [t, finance],
  );
  const view: TableView = { page: search.page, per_page: search.per_page, tab: search.tab ?? 'all' };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="fn-bill-list">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading size="md">{title}</Heading>
        {finance && (
          <Button size="sm" colorPalette="brand" onClick={() => setGenerating(true)} data-testid="fn-bill-generate">
            <LuPlus /> {t('financeBills.generate')}
          </Button>
        )}
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<BillDto>
          pageKey={PATH}
          columns={columns}
          tabs={tabs}
          url={BILLS_URL}
          getRowId={(r) => String(r.id)}
          exportConfig={{ prefix: title, sheetName: title }}
          emptyText={t('financeBills.empty')}
          view={view}
          onViewChange={(patch) => go({ ...patch, tab: patch.tab === 'all' ? undefined : (patch.tab ?? search.tab), page: patch.page === 1 ? undefined : (patch.page ?? search.page) })}
        />
      </Box>
      {generating && (
        <GenerateDialog
          onClose={() => setGenerating(false)}
          onDone={(r) => {
            toast.success(t('financeBills.generated', { bills: r.bills, lines: r.lines }));
            void qc.invalidateQueries({ queryKey: ['data-table', BILLS_URL] });
          }}
        />
      )}
    </Stack>
  );
}
