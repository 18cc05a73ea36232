/**
 * The map screen's filters: destination area (the shared address tree select), consignor, time-limit status,
 * created date range (the shared picker), order numbers and receiver phone. Edited locally, applied on 查询
 * (written to the URL by the screen); the screen remounts the form when the URL changes elsewhere.
 */
import { Box, Button, CloseButton, Field, Flex, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { DateRangePicker } from '@/components/ui/date-range-picker/date-range-picker';
import { RemoteSelect } from '@/components/ui/remote-select/remote-select';
import { AddressTreeSelect } from '@/components/ui/tree-select/address-tree-select';
import { LIMITATION_STATUSES } from '@/domain/time-limits';
import { useMerchantPicker } from '@/lib/session/edition';
import { MAP_FILTER_KEYS, type MapFilterKey, type MapFilters as MapFilterValues } from '../utils/map-search';

type Values = Record<MapFilterKey, string>;

export interface MapFiltersProps {
  initial: MapFilterValues;
  onSearch(values: Partial<Values>): void;
}

export function MapFilters({ initial, onSearch }: MapFiltersProps) {
  const { t } = useTranslation();
  // the merchant filter lists what the edition's one rule says (consignors, suppliers or stores), in its words
  const merchant = useMerchantPicker();
  const [v, setV] = useState<Values>(() => Object.fromEntries(MAP_FILTER_KEYS.map((k) => [k, initial[k] == null ? '' : String(initial[k])])) as Values);
  const patch = (p: Partial<Values>) => setV((prev) => ({ ...prev, ...p }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(Object.fromEntries(MAP_FILTER_KEYS.map((k) => [k, v[k].trim() || undefined])));
  };
  // one compact row on a 1366 screen (the map needs the height): the label is the control's title, the
  // placeholder or empty option says what it filters
  const labelled = (label: string, width: string, control: ReactNode) => (
    <Field.Root w={{ base: 'full', sm: width }} minW="0" flexShrink={0} title={label}>
      <Field.Label srOnly>{label}</Field.Label>
      {control}
    </Field.Root>
  );
  const range: [string, string] | null = v.created_from || v.created_to ? [v.created_from, v.created_to] : null;

  return (
    <form onSubmit={submit} data-testid="map-filters">
      <Flex gap="2" wrap="wrap" align="flex-end">
        {labelled(
          t('orderMap.filters.endArea'),
          '170px',
          <HStack gap="1" w="full">
            <Box flex="1" minW="0">
              <AddressTreeSelect
                value={v.end_area_code || null}
                onChange={(code: string | null) => patch({ end_area_code: code ?? '' })}
                placeholder={t('orderMap.filters.anyArea')}
                data-testid="map-filter-area"
              />
            </Box>
            {v.end_area_code && <CloseButton size="2xs" aria-label={t('orderMap.filters.clearArea')} onClick={() => patch({ end_area_code: '' })} data-testid="map-filter-area-clear" />}
          </HStack>,
        )}
        {labelled(
          merchant.label,
          '130px',
          <Box w="full" data-source={merchant.kind}>
            <RemoteSelect
              url={merchant.listUrl}
              lookupKey="resource_ids"
              value={v[merchant.filterKey] ? [v[merchant.filterKey]] : []}
              onChange={(value) => patch({ [merchant.filterKey]: value[0] ?? '' })}
              placeholder={merchant.placeholder}
              data-testid="map-filter-consignor"
            />
          </Box>,
        )}
        {labelled(
          t('orderMap.filters.limitation'),
          '124px',
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={v.limitation_status} onChange={(e) => patch({ limitation_status: e.currentTarget.value })} data-testid="map-filter-limitation">
              <option value="">{t('orderMap.filters.anyLimitation')}</option>
              {[...LIMITATION_STATUSES].reverse().map((s) => (
                <option key={s} value={s}>
                  {t(`orderMap.legend.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
        )}
        {labelled(
          t('orderMap.filters.created'),
          '230px',
          <Box w="full">
            <DateRangePicker value={range} onChange={(next) => patch({ created_from: next?.[0] ?? '', created_to: next?.[1] ?? '' })} data-testid="map-filter-created" />
          </Box>,
        )}
        {labelled(
          t('orderMap.filters.nos'),
          '110px',
          <Input size="sm" value={v.nos} onChange={(e) => patch({ nos: e.currentTarget.value })} placeholder={t('orderMap.filters.nosPlaceholder')} data-testid="map-filter-nos" />,
        )}
        {labelled(
          t('orderMap.filters.endTel'),
          '112px',
          <Input size="sm" inputMode="tel" value={v.end_tel} onChange={(e) => patch({ end_tel: e.currentTarget.value })} placeholder={t('orderMap.filters.endTelPlaceholder')} data-testid="map-filter-tel" />,
        )}
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand" data-testid="map-filter-search" aria-label={t('orderMap.filters.search')} title={t('orderMap.filters.search')} px="2.5">
            <LuSearch />
          </Button>
          <Button type="button" size="sm" variant="outline" data-testid="map-filter-reset" onClick={() => onSearch({})}>
            {t('orderMap.filters.reset')}
          </Button>
        </HStack>
      </Flex>
    </form>
  );
}
