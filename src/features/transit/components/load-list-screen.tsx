/**
 * The one screen of the load list routes — 配载列表, 短驳 (drayage only), 中转发货 (handover only, with the third
 * party's tracking number) and 中转到货 (departed loads towards a site; ?load={id} unloads one by scanning) —
 * filters, page and page size in the URL, server pages through the shared data table; a row opens the load.
 */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { TableView } from '@/components/ui/data-table/types';
import type { LoadSummary } from '@/domain/transit/api';
import { routeNameForPath } from '@/domain/route-catalog';
import { LOADS_URL } from '../api/loads';
import { cleanSearch, departPath, detailPath, loadListFor, loadListParams, STOWAGE_CREATE, unloadPath, type LoadListConfig, type LoadListSearch } from '../utils/load-lists';
import { useLang } from '../utils/labels';
import { DockScreen } from './dock-screen';
import { LoadFilters } from './load-filters';
import { loadColumns } from './load-columns';

export function LoadListScreen() {
  const { pathname } = useLocation();
  const config = loadListFor(pathname);
  if (!config) return null;
  return <ConfiguredList key={config.path} config={config} />;
}

const rowId = (r: LoadSummary) => String(r.id);

function ConfiguredList({ config }: { config: LoadListConfig }) {
  const { t } = useTranslation();
  const lang = useLang();
  const search = useSearch({ strict: false }) as LoadListSearch;
  const navigate = useNavigate();
  const go = useCallback(
    (patch: Partial<LoadListSearch>) => void navigate({ to: config.path, search: (prev: Record<string, unknown>) => cleanSearch({ ...prev, ...patch }) } as never),
    [navigate, config.path],
  );
  const title = t(`routes.${routeNameForPath(config.path)}`);
  const columns = useMemo(
    () =>
      loadColumns(
        t,
        lang,
        {
          open: (r) => void navigate({ to: detailPath(r.id) } as never),
          dock: (r) => (r.status === 'departed' ? void navigate({ href: unloadPath(r.id) } as never) : void navigate({ to: departPath(r.id) } as never)),
        },
        { handover: config.type === 'handover', arrivals: !!config.arrivals },
      ),
    [t, lang, navigate, config.type, config.arrivals],
  );
  const params = useMemo(() => loadListParams(config, search), [config, search]);
  const view: TableView = { page: search.page, per_page: search.per_page };

  if (config.arrivals && search.load) return <DockScreen loadId={search.load} onBack={() => go({ load: undefined })} />;

  const onTableClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('a, button, input, label, [role=checkbox]')) return;
    const id = target.closest<HTMLElement>('.dt-row[data-row-id]')?.dataset.rowId;
    if (id && /^\d+$/.test(id)) void navigate({ to: detailPath(Number(id)) } as never);
  };
  const createLabel = config.type === 'drayage' ? t('transit.list.createDrayage') : config.type === 'handover' ? t('transit.list.createHandover') : t('transit.list.create');

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="ts-load-list" data-list={config.type ?? (config.arrivals ? 'arrivals' : 'all')}>
      <HStack gap="2" flexWrap="wrap">
        <Heading size="md">{title}</Heading>
        {!config.arrivals && (
          <Button size="sm" colorPalette="brand" ms="auto" onClick={() => void navigate({ to: STOWAGE_CREATE, search: config.type ? { type: config.type } : {} } as never)} data-testid="ts-create">
            <LuPlus /> {createLabel}
          </Button>
        )}
      </HStack>
      {config.arrivals && (
        <Text fontSize="sm" color="fg.muted">
          {t('transit.arrive.hint')}
        </Text>
      )}
      <LoadFilters config={config} search={search} go={go} />
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0" onClick={onTableClick} css={{ '& .dt-row': { cursor: 'pointer' } }}>
        <DataTable<LoadSummary>
          pageKey={`${config.path}#transit`}
          columns={columns}
          url={LOADS_URL}
          params={params}
          getRowId={rowId}
          exportConfig={{ prefix: title, sheetName: title }}
          emptyText={t('transit.list.empty')}
          view={view}
          onViewChange={(patch) => go({ page: patch.page === 1 ? undefined : (patch.page ?? search.page), per_page: patch.per_page ?? search.per_page })}
        />
      </Box>
    </Stack>
  );
}
