/**
 * One list screen for every resource kind, configured by its descriptor (utils/resource-screens.ts): the shared
 * data table over the kind's list endpoint with name / phone / state filters held in the URL, Add (the kind's
 * inline-add dialog, the add-driver dialog or the edit form in create mode), Edit, the forbid/allow
 * (enable/disable) toggle with confirmation, and the detail (its route, or a dialog over the list).
 */
import { Badge, Box, Button, Heading, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, TableView } from '@/components/ui/data-table/types';
import { useSearchPatch } from '@/lib/use-search-patch';
import { detailValue, type DetailRecord } from '../utils/detail-values';
import type { ResourceListSearch } from '../utils/list-search';
import { detailHref, isActive, listParams, RESOURCE_SCREENS, type ColumnKey, type ResourceScreenConfig, type ScreenKey } from '../utils/resource-screens';
import { DriverAddDialog } from './driver-add-dialog';
import { ResourceAddDialog } from './resource-add-dialog';
import { RecordDetailDialog } from './resource-detail';
import { ResourceFormDialog } from './resource-form-dialog';
import { StateToggle } from './state-toggle';
import { StationFormDialog } from './station-form-dialog';
import { FilterBar, FilterField } from '@/components/ui/filter-bar';

const rowId = (r: DetailRecord) => String(r.id);

/** px; every list with its actions fits the table of a 1366 px screen (1064 px) */
const COLUMN_WIDTHS: Record<ColumnKey, number> = {
  id: 64,
  name: 130,
  phone: 110,
  consignor: 110,
  serviceType: 110,
  settleType: 90,
  orderState: 90,
  stationType: 90,
  contact: 90,
  address: 160,
  stationState: 80,
  memo: 120,
  createdAt: 150,
};
/** detail, edit and the state toggle */
const ACTIONS_WIDTH = 190;

export interface ResourceScreenProps {
  cfg: ResourceScreenConfig;
}

export function ResourceScreen({ cfg }: ResourceScreenProps) {
  const { t } = useTranslation();
  const m = useCallback((k: string, fallback?: string) => t(`resources.manage.${k}`, fallback ? { defaultValue: fallback } : undefined), [t]);
  const search = useSearch({ strict: false }) as ResourceListSearch;
  const queryClient = useQueryClient();
  const [nameText, setNameText] = useState(search.name ?? '');
  const [phoneText, setPhoneText] = useState(search.phone ?? '');
  const [state, setState] = useState<string>(search.state ?? '');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | undefined>();
  const station = cfg.entity === 'station';
  const screenId = `${cfg.testId}-screen`;
  const noun = m(`nouns.${cfg.key}`);

  const go = useSearchPatch<ResourceListSearch>(cfg.path);
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['data-table', cfg.listUrl] }), [queryClient, cfg.listUrl]);

  const columns = useMemo<DataTableColumn<DetailRecord>[]>(() => {
    const cols: DataTableColumn<DetailRecord>[] = cfg.columns.map((key) => ({
      key,
      title: m(`fields.${key}`),
      width: COLUMN_WIDTHS[key],
      value: (r) => detailValue(key, r, m),
      render:
        key === 'orderState' || key === 'stationState'
          ? (r) => (
              <Badge size="sm" colorPalette={isActive(cfg, r) ? 'green' : 'red'} data-testid={`${cfg.testId}-row-${r.id}-state`}>
                {detailValue(key, r, m)}
              </Badge>
            )
          : undefined,
    }));
    cols.push({
      key: 'actions',
      title: m('actions'),
      width: ACTIONS_WIDTH,
      value: () => '',
      render: (r) => {
        const href = detailHref(cfg, r.id);
        return (
          <HStack gap="1">
            {href ? (
              <Button asChild size="xs" variant="ghost" colorPalette="brand">
                <Link to={href} data-testid={`${cfg.testId}-row-${r.id}-detail`}>
                  {m('detail')}
                </Link>
              </Button>
            ) : (
              <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => go({ detail: r.id })} data-testid={`${cfg.testId}-row-${r.id}-detail`}>
                {m('detail')}
              </Button>
            )}
            <Button size="xs" variant="ghost" onClick={() => setEditing(r.id)} data-testid={`${cfg.testId}-row-${r.id}-edit`}>
              {m('edit')}
            </Button>
            <StateToggle cfg={cfg} id={r.id} name={r.name} active={isActive(cfg, r)} testId={`${cfg.testId}-row-${r.id}-toggle`} />
          </HStack>
        );
      },
    });
    return cols;
  }, [cfg, m, go]);

  const params = useMemo(() => listParams(cfg, search), [cfg, search]);
  const view: TableView = { page: search.page, per_page: search.per_page };
  const onAdded = () => {
    setAdding(false);
    refresh();
    go({ page: undefined });
  };
  const onEdited = () => {
    setEditing(undefined);
    refresh();
  };
  const stateOptions = station ? (['1', '0'] as const).map((v) => [v, m(v === '1' ? 'states.enabled' : 'states.disabled')]) : (['0', '1'] as const).map((v) => [v, m(v === '0' ? 'states.allowed' : 'states.forbidden')]);

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid={screenId} minW="0">
      <Heading size="md">{m(`titles.${cfg.key}`)}</Heading>
      <FilterBar
        onSearch={() => go({ name: nameText.trim() || undefined, phone: phoneText.trim() || undefined, state: (state || undefined) as ResourceListSearch['state'], page: undefined })}
        searchLabel={t('resources.screens.search')}
        searchTestId={`${screenId}-search`}
        onReset={() => {
          setNameText('');
          setPhoneText('');
          setState('');
          go({ name: undefined, phone: undefined, state: undefined, page: undefined });
        }}
        resetLabel={t('resources.screens.reset')}
        resetTestId={`${screenId}-reset`}
      >
        <FilterField label={m('filters.name')} maxW="220px">
          <Input size="sm" value={nameText} onChange={(e) => setNameText(e.target.value)} placeholder={m('filters.namePlaceholder')} data-testid={`${screenId}-name`} />
        </FilterField>
        <FilterField label={m('filters.phone')} maxW="180px">
          <Input size="sm" inputMode="numeric" value={phoneText} onChange={(e) => setPhoneText(e.target.value)} placeholder={m('filters.phonePlaceholder')} data-testid={`${screenId}-phone`} />
        </FilterField>
        <FilterField label={m(station ? 'filters.stationState' : 'filters.orderState')} maxW="150px">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={state} onChange={(e) => setState(e.target.value)} data-testid={`${screenId}-state`}>
              <option value="">{m('filters.all')}</option>
              {stateOptions.map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FilterField>
      </FilterBar>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<DetailRecord>
          pageKey={cfg.path}
          columns={columns}
          url={cfg.listUrl}
          params={params}
          getRowId={rowId}
          view={view}
          onViewChange={(patch) => go({ page: patch.page === 1 ? undefined : patch.page, per_page: patch.per_page ?? search.per_page })}
          exportConfig={{ prefix: m(`titles.${cfg.key}`) }}
          toolbar={
            <Button size="xs" colorPalette="brand" onClick={() => setAdding(true)} data-testid={`${screenId}-add`}>
              <LuPlus /> {t('resources.manage.add', { noun })}
            </Button>
          }
        />
      </Box>
      {cfg.add.type === 'driver' && <DriverAddDialog open={adding} onCancel={() => setAdding(false)} onAdded={onAdded} />}
      {cfg.add.type === 'dialog' && <ResourceAddDialog kind={cfg.add.kind} open={adding} onCancel={() => setAdding(false)} onAdded={onAdded} />}
      {station ? (
        <StationFormDialog
          open={adding || editing !== undefined}
          id={editing}
          title={t(editing !== undefined ? 'resources.manage.editTitle' : 'resources.manage.add', { noun })}
          onClose={() => {
            setAdding(false);
            setEditing(undefined);
          }}
          onSaved={() => (editing !== undefined ? onEdited() : onAdded())}
        />
      ) : (
        <ResourceFormDialog
          open={(cfg.add.type === 'form' && adding) || editing !== undefined}
          id={editing}
          title={t(editing !== undefined ? 'resources.manage.editTitle' : 'resources.manage.add', { noun })}
          onClose={() => {
            if (cfg.add.type === 'form') setAdding(false);
            setEditing(undefined);
          }}
          onSaved={() => (editing !== undefined ? onEdited() : onAdded())}
        />
      )}
      {!cfg.detailPath && <RecordDetailDialog cfg={cfg} id={search.detail} onClose={() => go({ detail: undefined })} />}
    </Stack>
  );
}

const screen = (key: ScreenKey) =>
  function Screen() {
    return <ResourceScreen cfg={RESOURCE_SCREENS[key]} />;
  };

export const ConsignorsScreen = screen('consignor');
export const BasicConsignorsScreen = screen('basicConsignor');
export const SuppliersScreen = screen('supplier');
export const StoresScreen = screen('store');
export const FactoriesScreen = screen('factory');
export const ThirdPartiesScreen = screen('thirdParty');
export const DeliveryProvidersScreen = screen('deliveryProvider');
export const DeliveryMenScreen = screen('deliveryMan');
export const DriversScreen = screen('driver');
export const CarriersScreen = screen('carrier');
export const StationsScreen = screen('station');
