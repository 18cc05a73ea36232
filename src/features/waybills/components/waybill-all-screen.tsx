/**
 * /saas/waybill/all/index (saasWaybillAllIndex): every waybill of the caller's scope in the shared data table,
 * tabs by status group, filters, sort, page, page size and tab in the URL, row tones of spec §4, copy of the
 * selection and Excel export.
 */
import { Badge, Box, Button, Heading, HStack, Stack, useBreakpointValue } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { LuBellRing, LuListFilter, LuServer } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';
import type { WaybillAllSearch } from '@/app/routes/search-schemas';
import { DataTable } from '@/components/ui/data-table/data-table';
import { Drawer } from '@/components/ui/drawer/drawer';
import type { TableView } from '@/components/ui/data-table/types';
import { waybillSummary, type WaybillRow } from '@/domain/columns/waybill-columns';
import { ROW_STYLE_RULES, type RowStyleRule } from '@/domain/row-styles';
import { WAYBILL_ALL_PATH } from '@/domain/navbar-search';
import { useEdition } from '@/lib/session/edition';
import { loadTablePrefs, orderColumns } from '@/lib/table-prefs';
import { BACKGROUND_EXPORT_ROWS } from '@/domain/constants';
import { toast } from '@/lib/toaster';
import { useSearchPatch } from '@/lib/use-search-patch';
import { countWaybills, exportWaybillsOnServer, startWaybillExportJob } from '../api/export-waybills';
import { waybillListParams, WAYBILLS_LIST_URL } from '../api/get-waybills';
import { waybillColumns, waybillTabs } from '../utils/waybill-tabs';
import { activeFilterCount, WAYBILL_FILTER_KEYS, WaybillFilters, type WaybillFilterValues } from './waybill-filters';

const rowId = (r: WaybillRow) => String(r.id);
const rules = ROW_STYLE_RULES as readonly RowStyleRule<WaybillRow>[];

export function WaybillAllScreen() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const search = useSearch({ strict: false }) as WaybillAllSearch;

  const go = useSearchPatch<WaybillAllSearch>(WAYBILL_ALL_PATH);

  const edition = useEdition();
  const columns = useMemo(() => waybillColumns(lang, undefined, edition), [lang, edition]);
  const tabs = useMemo(() => waybillTabs(lang, (k) => t(`waybills.tabs.${k}`), WAYBILLS_LIST_URL, edition), [lang, t, edition]);
  const params = useMemo(() => waybillListParams(search), [search]);
  const view: TableView = { page: search.page, per_page: search.per_page, sort: search.sort, tab: search.tab };
  const filterKey = JSON.stringify(params);
  const [serverExporting, setServerExporting] = useState(false);
  const activeTab = tabs.find((x) => x.key === search.tab) ?? tabs[0];

  // the columns as the user arranged them: stored order, hidden ones left out
  const exportColumns = () => {
    const prefs = loadTablePrefs(WAYBILL_ALL_PATH);
    return orderColumns((activeTab.columns ?? columns).map((c) => c.key), prefs.order).filter((k) => !prefs.hidden?.includes(k));
  };
  const exportParams = () => ({ ...params, ...activeTab.params, sort: search.sort });

  /** The workbook is made on the server in the background; a notification with the file follows. */
  const backgroundExport = async () => {
    await startWaybillExportJob(exportParams(), exportColumns());
    toast.success(t('waybills.backgroundExport.started'), { id: 'waybill-background-export' });
  };

  const onServerExport = () => {
    setServerExporting(true);
    // more rows than a download should wait for: the background export instead
    countWaybills(exportParams())
      .then(async (total) => {
        if (total > BACKGROUND_EXPORT_ROWS) await backgroundExport();
        else await exportWaybillsOnServer(exportParams(), exportColumns(), t('waybills.exportPrefix'));
      })
      .catch(() => undefined) // the api client already showed the error
      .finally(() => setServerExporting(false));
  };

  const onBackgroundExport = () => {
    setServerExporting(true);
    backgroundExport()
      .catch(() => undefined)
      .finally(() => setServerExporting(false));
  };

  // phones (< 768 px) get the filter form in a drawer so the list starts above the fold
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const onSearch = (values: WaybillFilterValues) => {
    setDrawerOpen(false);
    go({ ...Object.fromEntries(WAYBILL_FILTER_KEYS.map((k) => [k, undefined])), ...values, page: undefined });
  };
  const active = activeFilterCount(search);

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="waybill-all-screen" minW="0">
      {phone ? (
        <HStack justify="space-between">
          <Heading size="md">{t('waybills.title')}</Heading>
          <Button size="sm" variant="outline" onClick={() => setDrawerOpen(true)} data-testid="waybill-more-filters">
            <LuListFilter /> {t('waybills.filters.more')}
            {active > 0 && (
              <Badge size="sm" colorPalette="brand" variant="solid" data-testid="waybill-filter-count">
                {active}
              </Badge>
            )}
          </Button>
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            alignment="right"
            width="min(360px, 90vw)"
            title={t('waybills.filters.more')}
            data-testid="waybill-filter-drawer"
          >
            <WaybillFilters key={filterKey} initial={search} lang={lang} onSearch={onSearch} stacked />
          </Drawer>
        </HStack>
      ) : (
        <>
          <Heading size="md">{t('waybills.title')}</Heading>
          <Box bg="bg" borderRadius="md" borderWidth="1px" p="3">
            <WaybillFilters key={filterKey} initial={search} lang={lang} onSearch={onSearch} />
          </Box>
        </>
      )}
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<WaybillRow>
          pageKey={WAYBILL_ALL_PATH}
          columns={columns}
          tabs={tabs}
          url={WAYBILLS_LIST_URL}
          params={params}
          getRowId={rowId}
          rowStyles={rules}
          selectable
          exportConfig={{ prefix: t('waybills.exportPrefix'), sheetName: t('waybills.title') }}
          copySummary={(rows) => waybillSummary(rows, lang)}
          view={view}
          onViewChange={(patch) => go({ ...patch, page: patch.page === 1 ? undefined : patch.page } as Partial<WaybillAllSearch>)}
          toolbar={
            <HStack gap="2">
              <Button size="xs" variant="outline" onClick={onServerExport} loading={serverExporting} data-testid="waybill-server-export">
                <LuServer /> {t('waybills.serverExport')}
              </Button>
              <Button
                size="xs"
                variant="outline"
                onClick={onBackgroundExport}
                disabled={serverExporting}
                title={t('waybills.backgroundExport.hint')}
                data-testid="waybill-background-export"
              >
                <LuBellRing /> {t('waybills.backgroundExport.label')}
              </Button>
            </HStack>
          }
        />
      </Box>
    </Stack>
  );
}
