/**
 * The driver list (/saas/resource/driver/index, T_SJ) and the carrier list (/saas/basic/transporter/index,
 * T_ZX): the shared data table over transporter/list with a name search held in the URL, and an add button
 * opening the add-driver / Add carrier dialog; a saved record appears as the first row. The driver screen's
 * filter bar also carries a carrier picker with its add-and-use item, and the station / factory autocompletes and
 * the product picker the order-entry screen reuses.
 */
import { Box, Button, Field, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, TableView } from '@/components/ui/data-table/types';
import { TRANSPORTER_LIST_URL } from '../api/transporter-list';
import type { ResourceRow } from '../api/types';
import type { TransporterListSearch } from '../utils/list-search';
import { DriverAddDialog } from './driver-add-dialog';
import type { ProductRow } from '../api/products';
import type { AutocompleteOption } from './creatable-autocomplete';
import { FactoryAutocomplete } from './factory-autocomplete';
import { CarrierPicker } from './pickers';
import { ProductPicker } from './product-picker';
import { ResourceAddDialog } from './resource-add-dialog';
import { StationAutocomplete } from './station-autocomplete';

export const DRIVERS_PATH = '/saas/resource/driver/index';
export const CARRIERS_PATH = '/saas/basic/transporter/index';

const rowId = (r: ResourceRow) => String(r.id);

interface TransporterListScreenProps {
  subType: 'T_SJ' | 'T_ZX';
}

function TransporterListScreen({ subType }: TransporterListScreenProps) {
  const { t } = useTranslation();
  const driver = subType === 'T_SJ';
  const path = driver ? DRIVERS_PATH : CARRIERS_PATH;
  const testId = driver ? 'drivers-screen' : 'carriers-screen';
  const search = useSearch({ strict: false }) as TransporterListSearch;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [nameText, setNameText] = useState(search.name ?? '');
  const [carrier, setCarrier] = useState<string[]>([]);
  const [station, setStation] = useState<AutocompleteOption | null>(null);
  const [factory, setFactory] = useState<AutocompleteOption | null>(null);
  const [product, setProduct] = useState<ProductRow | null>(null);
  const [adding, setAdding] = useState(false);

  const go = useCallback(
    (patch: Partial<TransporterListSearch>) =>
      void navigate({
        to: path,
        search: (prev: Record<string, unknown>) => Object.fromEntries(Object.entries({ ...prev, ...patch }).filter(([, v]) => v !== undefined && v !== '')),
      } as never),
    [navigate, path],
  );

  const columns = useMemo<DataTableColumn<ResourceRow>[]>(() => {
    const c = (k: string) => t(`resources.screens.columns.${k}`);
    const cols: DataTableColumn<ResourceRow>[] = [
      { key: 'id', title: c('id'), width: 80, value: (r) => r.id },
      { key: 'name', title: c('name'), width: 180, value: (r) => r.name },
      { key: 'phone', title: c('phone'), width: 140, value: (r) => r.phone },
    ];
    if (driver) cols.push({ key: 'service_type', title: c('serviceType'), width: 180, value: (r) => r.service_type.map((s) => s.name).join('、') });
    cols.push(
      { key: 'settle_type_name', title: c('settleType'), width: 120, value: (r) => r.settle_type_name },
      { key: 'is_forbid_create_order', title: c('status'), width: 110, value: (r) => t(`resources.screens.${r.is_forbid_create_order === 1 ? 'forbidden' : 'allowed'}`) },
      { key: 'memo', title: c('memo'), width: 200, value: (r) => r.memo },
      { key: 'created_at', title: c('createdAt'), width: 170, value: (r) => r.created_at.slice(0, 19).replace('T', ' ') },
    );
    return cols;
  }, [t, driver]);

  const params = useMemo(() => ({ object_sub_type: subType, name: search.name }), [subType, search.name]);
  const view: TableView = { page: search.page, per_page: search.per_page };
  const onSaved = () => {
    setAdding(false);
    void queryClient.invalidateQueries({ queryKey: ['data-table', TRANSPORTER_LIST_URL] });
    go({ page: undefined });
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid={testId} minW="0">
      <Heading size="md">{t(`resources.screens.${driver ? 'drivers' : 'carriers'}`)}</Heading>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="3">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            go({ name: nameText.trim() || undefined, page: undefined });
          }}
        >
          <HStack gap="3" align="end" wrap="wrap">
            <Field.Root maxW="240px">
              <Field.Label fontSize="sm">{t('resources.screens.name')}</Field.Label>
              <Input size="sm" value={nameText} onChange={(e) => setNameText(e.target.value)} placeholder={t('resources.screens.namePlaceholder')} data-testid={`${testId}-name`} />
            </Field.Root>
            {driver && (
              <Field.Root maxW="260px">
                <Field.Label fontSize="sm">{t('resources.screens.carrier')}</Field.Label>
                <CarrierPicker value={carrier} onChange={(v) => setCarrier(v)} data-testid="drivers-carrier-picker" />
              </Field.Root>
            )}
            {driver && (
              <Field.Root maxW="220px">
                <Field.Label fontSize="sm">{t('resources.autocomplete.station')}</Field.Label>
                <StationAutocomplete value={station} onChange={setStation} allowCreate data-testid="drivers-station" />
              </Field.Root>
            )}
            {driver && (
              <Field.Root maxW="220px">
                <Field.Label fontSize="sm">{t('resources.autocomplete.factory')}</Field.Label>
                <FactoryAutocomplete value={factory} onChange={setFactory} data-testid="drivers-factory" />
              </Field.Root>
            )}
            {driver && (
              <Field.Root maxW="640px">
                <Field.Label fontSize="sm">{t('resources.autocomplete.product')}</Field.Label>
                <ProductPicker value={product} onChange={setProduct} data-testid="drivers-product" />
              </Field.Root>
            )}
            <Button size="sm" type="submit" colorPalette="brand" data-testid={`${testId}-search`}>
              {t('resources.screens.search')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              type="button"
              onClick={() => {
                setNameText('');
                setCarrier([]);
                setStation(null);
                setFactory(null);
                setProduct(null);
                go({ name: undefined, page: undefined });
              }}
            >
              {t('resources.screens.reset')}
            </Button>
          </HStack>
        </form>
      </Box>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<ResourceRow>
          pageKey={path}
          columns={columns}
          url={TRANSPORTER_LIST_URL}
          params={params}
          getRowId={rowId}
          view={view}
          onViewChange={(patch) => go({ page: patch.page === 1 ? undefined : patch.page, per_page: patch.per_page ?? search.per_page })}
          toolbar={
            <Button size="xs" colorPalette="brand" onClick={() => setAdding(true)} data-testid={`${testId}-add`}>
              <LuPlus /> {t(`resources.screens.${driver ? 'addDriver' : 'addCarrier'}`)}
            </Button>
          }
        />
      </Box>
      {driver ? (
        <DriverAddDialog open={adding} onCancel={() => setAdding(false)} onAdded={onSaved} />
      ) : (
        <ResourceAddDialog kind="carrier" open={adding} onCancel={() => setAdding(false)} onAdded={onSaved} />
      )}
    </Stack>
  );
}

export function DriversScreen() {
  return <TransporterListScreen subType="T_SJ" />;
}

export function CarriersScreen() {
  return <TransporterListScreen subType="T_ZX" />;
}
