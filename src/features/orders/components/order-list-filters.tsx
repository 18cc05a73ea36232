/** The order lists' filter bar: order numbers, phone, contact/phone/address and a created date range. */
import { Box, Button, Field, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import { DateRangePicker } from '@/components/ui/date-range-picker/date-range-picker';
import { ORDER_FILTER_KEYS, type OrderFilterKey, type OrderListSearch } from '../utils/list-search';

export type OrderFilterValues = Pick<OrderListSearch, OrderFilterKey>;

export interface OrderListFiltersProps {
  initial: OrderFilterValues;
  onSearch(values: OrderFilterValues): void;
  /** one column (the phone drawer) */
  stacked?: boolean;
}

type Values = Record<OrderFilterKey, string>;
const EMPTY: Values = { nos: '', end_tel: '', union_end_contact: '', created_from: '', created_to: '' };

export function OrderListFilters({ initial, onSearch, stacked = false }: OrderListFiltersProps) {
  const { t } = useTranslation();
  const [v, setV] = useState<Values>(() => Object.fromEntries(ORDER_FILTER_KEYS.map((k) => [k, initial[k] ?? ''])) as Values);
  const set = (k: OrderFilterKey) => ({ currentTarget: { value } }: { currentTarget: { value: string } }) => setV((p) => ({ ...p, [k]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(Object.fromEntries(ORDER_FILTER_KEYS.map((k) => [k, v[k].trim() || undefined])) as OrderFilterValues);
  };
  const labelled = (label: string, control: ReactNode) => (
    <Field.Root minW="0">
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      {control}
    </Field.Root>
  );
  const range: [string, string] | null = v.created_from || v.created_to ? [v.created_from, v.created_to] : null;
  return (
    <form onSubmit={submit} data-testid="order-filters">
      <SimpleGrid columns={stacked ? 1 : { base: 1, sm: 2, lg: 5 }} gap={{ base: '2', md: '3' }} alignItems="end">
        {labelled(t('orders.list.filters.nos'), <Input size="sm" value={v.nos} onChange={set('nos')} placeholder={t('orders.list.filters.nosPlaceholder')} data-testid="order-filter-nos" />)}
        {labelled(t('orders.list.filters.endTel'), <Input size="sm" inputMode="tel" value={v.end_tel} onChange={set('end_tel')} data-testid="order-filter-end_tel" />)}
        {labelled(t('orders.list.filters.unionEndContact'), <Input size="sm" value={v.union_end_contact} onChange={set('union_end_contact')} data-testid="order-filter-union_end_contact" />)}
        {labelled(
          t('orders.list.filters.created'),
          <Box w="full">
            <DateRangePicker value={range} onChange={(next) => setV((p) => ({ ...p, created_from: next?.[0] ?? '', created_to: next?.[1] ?? '' }))} data-testid="order-filter-created" />
          </Box>,
        )}
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="brand" data-testid="order-filter-search">
            <LuSearch /> {t('orders.list.filters.search')}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            data-testid="order-filter-reset"
            onClick={() => {
              setV(EMPTY);
              onSearch({});
            }}
          >
            {t('orders.list.filters.reset')}
          </Button>
        </HStack>
      </SimpleGrid>
    </form>
  );
}
