/**
 * The waybill list's filter form: order nos, phone, contact/phone/address, status, a created date range (the
 * shared picker with the spec §9 shortcuts) and the destination area (province, city or district). Inline bar on
 * desktop; `stacked` lays it out in one column for the phone drawer.
 */
import { Box, Button, CloseButton, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { RemoteSelect } from '@/components/ui/remote-select/remote-select';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import type { WaybillAllSearch } from '@/app/routes/search-schemas';
import { DateRangePicker } from '@/components/ui/date-range-picker/date-range-picker';
import { AddressTreeSelect } from '@/components/ui/tree-select/address-tree-select';
import { ORDER_STATUSES } from '@/domain/order-status';
import { ORDER_STATUS_LABELS, type Lang } from '@/domain/columns/waybill-columns';
import { useMerchantPicker } from '@/lib/session/edition';

export const WAYBILL_FILTER_KEYS = ['nos', 'end_tel', 'union_end_contact', 'status', 'created_from', 'created_to', 'end_area_code', 'consignor_resource_id', 'store_resource_id'] as const;
export type WaybillFilterKey = (typeof WAYBILL_FILTER_KEYS)[number];
export type WaybillFilterValues = Pick<WaybillAllSearch, WaybillFilterKey>;

export interface WaybillFiltersProps {
  initial: WaybillFilterValues;
  lang: Lang;
  onSearch(values: WaybillFilterValues): void;
  /** one column (the phone drawer) */
  stacked?: boolean;
}

type Values = Record<WaybillFilterKey, string>;
const EMPTY: Values = { nos: '', end_tel: '', union_end_contact: '', status: '', created_from: '', created_to: '', end_area_code: '', consignor_resource_id: '', store_resource_id: '' };

/** How many filters a search holds (the phone's 'more filters' badge); the date range counts once. */
export function activeFilterCount(s: WaybillFilterValues): number {
  return WAYBILL_FILTER_KEYS.filter((k) => k !== 'created_to' && (s[k] || (k === 'created_from' && s.created_to))).length;
}

export function WaybillFilters({ initial, lang, onSearch, stacked = false }: WaybillFiltersProps) {
  const { t } = useTranslation();
  // the merchant filter: consignors, suppliers or (a STORE-edition consignor) its stores, in the edition's words
  const merchant = useMerchantPicker();
  // `initial` may be the whole URL search (page, sort, …): only the filter keys are taken, as strings
  const [v, setV] = useState<Values>(() => Object.fromEntries(WAYBILL_FILTER_KEYS.map((k) => [k, initial[k] == null ? '' : String(initial[k])])) as Values);
  const patch = (p: Partial<Values>) => setV((prev) => ({ ...prev, ...p }));
  const set = (k: WaybillFilterKey) => (e: { currentTarget: { value: string } }) => patch({ [k]: e.currentTarget.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(Object.fromEntries(WAYBILL_FILTER_KEYS.map((k) => [k, v[k].trim() || undefined])) as WaybillFilterValues);
  };
  const labelled = (label: string, control: ReactNode) => (
    <Field.Root minW="0">
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      {control}
    </Field.Root>
  );
  const field = (key: WaybillFilterKey, label: string, extra: Record<string, unknown> = {}) =>
    labelled(label, <Input size="sm" value={v[key]} onChange={set(key)} data-testid={`filter-${key}`} {...extra} />);
  const range: [string, string] | null = v.created_from || v.created_to ? [v.created_from, v.created_to] : null;

  return (
    <form onSubmit={submit} data-testid="waybill-filters">
      <SimpleGrid columns={stacked ? 1 : { base: 2, lg: 4 }} gap={{ base: '2', md: '3' }} alignItems="end">
        {field('nos', t('waybills.filters.nos'), { placeholder: t('waybills.filters.nosPlaceholder') })}
        {field('end_tel', t('waybills.filters.endTel'), { inputMode: 'tel' })}
        {field('union_end_contact', t('waybills.filters.unionEndContact'))}
        {labelled(
          t('waybills.filters.status'),
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={v.status} onChange={set('status')} data-testid="filter-status">
              <option value="">{t('waybills.filters.anyStatus')}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ORDER_STATUS_LABELS[s][lang]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
        )}
        {labelled(
          t('waybills.filters.created'),
          <Box w="full">
            <DateRangePicker
              value={range}
              onChange={(next) => patch({ created_from: next?.[0] ?? '', created_to: next?.[1] ?? '' })}
              data-testid="filter-created"
            />
          </Box>,
        )}
        {labelled(
          t('waybills.filters.endArea'),
          <HStack gap="1" w="full">
            <Box flex="1" minW="0">
              <AddressTreeSelect
                value={v.end_area_code || null}
                onChange={(code: string | null) => patch({ end_area_code: code ?? '' })}
                placeholder={t('waybills.filters.anyArea')}
                data-testid="filter-end-area"
              />
            </Box>
            {v.end_area_code && (
              <CloseButton size="xs" aria-label={t('waybills.filters.reset')} onClick={() => patch({ end_area_code: '' })} data-testid="filter-end-area-clear" />
            )}
          </HStack>,
        )}
        {labelled(
          merchant.label,
          <Box w="full" data-source={merchant.kind}>
            <RemoteSelect
              url={merchant.listUrl}
              lookupKey="resource_ids"
              value={v[merchant.filterKey] ? [v[merchant.filterKey]] : []}
              onChange={(value) => patch({ [merchant.filterKey]: value[0] ?? '' })}
              placeholder={merchant.placeholder}
              data-testid="filter-consignor"
            />
          </Box>,
        )}
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand" data-testid="filter-search">
            <LuSearch /> {t('waybills.filters.search')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            data-testid="filter-reset"
            onClick={() => {
              setV(EMPTY);
              onSearch({});
            }}
          >
            {t('waybills.filters.reset')}
          </Button>
        </HStack>
      </SimpleGrid>
    </form>
  );
}
