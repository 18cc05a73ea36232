/**
 * 库存: the balances (on hand, locked, available) filtered by warehouse, location, keyword, owner, carton and
 * 'only available', exported to Excel through the data table's worker; and the 盘点 tab: the stock counts, with
 * their drawer (blind while counting) and 新建盘点.
 */
import { Box, Heading, Stack, Tabs } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { TableView } from '@/components/ui/data-table/types';
import type { BalanceRow } from '@/domain/warehouse/api';
import { BALANCES_URL } from '../api/stock-lists';
import { cleanSearch, COUNT_LIST, INVENTORY_INDEX, type DocumentListSearch } from '../utils/document-lists';
import { balanceParams, type InventorySearch } from '../utils/inventory-search';
import { useLang } from '../utils/labels';
import { balanceColumns } from './balance-columns';
import { BalanceFilters } from './balance-filters';
import { DocumentList } from './document-list';
import { PagedCards, usePhone } from './phone-cards';
import { BalanceCard } from './stock-cards';

const rowId = (r: BalanceRow) => `${r.warehouse_id}|${r.location_id}|${r.product_id}|${r.package_no}|${r.owner_id}`;

export function InventoryScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const search = useSearch({ strict: false }) as InventorySearch;
  const navigate = useNavigate();
  const go = useCallback(
    (patch: Partial<InventorySearch>) => void navigate({ to: INVENTORY_INDEX, search: (prev: Record<string, unknown>) => cleanSearch({ ...prev, ...patch }) } as never),
    [navigate],
  );
  const columns = useMemo(() => balanceColumns(t, lang), [t, lang]);
  const params = useMemo(() => balanceParams(search), [search]);
  const title = t('routes.saasWarehouseInventoryIndex');
  const view: TableView = { page: search.page, per_page: search.per_page };
  const tab = search.view === 'count' ? 'count' : 'balances';
  const phone = usePhone();
  const onViewChange = (patch: TableView) => go({ page: patch.page === 1 ? undefined : (patch.page ?? search.page), per_page: patch.per_page ?? search.per_page });

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="wh-inventory-screen">
      <Heading size="md">{title}</Heading>
      <Tabs.Root value={tab} onValueChange={(d) => void navigate({ to: INVENTORY_INDEX, search: d.value === 'count' ? { view: 'count' } : {} } as never)} variant="enclosed" size="sm">
        <Tabs.List>
          <Tabs.Trigger value="balances" data-testid="wh-tab-balances">
            {t('warehouse.inventory.balances')}
          </Tabs.Trigger>
          <Tabs.Trigger value="count" data-testid="wh-tab-count">
            {t('warehouse.inventory.counts')}
          </Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      {tab === 'balances' ? (
        <>
          <BalanceFilters key={`${search.keyword ?? ''}|${search.package_no ?? ''}|${search.owner_id ?? ''}`} search={search} onApply={go} />
          {phone ? (
            <PagedCards<BalanceRow> url={BALANCES_URL} params={params} view={view} onViewChange={onViewChange} getRowId={rowId} renderCard={(r) => <BalanceCard row={r} />} emptyText={t('warehouse.inventory.empty')} />
          ) : (
            <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
              <DataTable<BalanceRow>
                pageKey={INVENTORY_INDEX}
                columns={columns}
                url={BALANCES_URL}
                params={params}
                getRowId={rowId}
                exportConfig={{ prefix: title, sheetName: title }}
                emptyText={t('warehouse.inventory.empty')}
                view={view}
                onViewChange={onViewChange}
              />
            </Box>
          )}
        </>
      ) : (
        <DocumentList config={COUNT_LIST} search={search as DocumentListSearch} go={(patch) => go({ ...patch, view: 'count' })} title={t('warehouse.inventory.counts')} />
      )}
    </Stack>
  );
}
