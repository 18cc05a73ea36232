/** The waybill list's filter bar: order nos, phone, contact/phone/address, status and a created date range. */
import { Button, Field, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearch } from 'react-icons/lu';
import type { WaybillAllSearch } from '@/app/routes/search-schemas';
import { ORDER_STATUSES } from '@/domain/order-status';
import { ORDER_STATUS_LABELS, type Lang } from '@/domain/columns/waybill-columns';

export type WaybillFilterValues = Pick<WaybillAllSearch, 'nos' | 'end_tel' | 'union_end_contact' | 'status' | 'created_from' | 'created_to'>;

export interface WaybillFiltersProps {
  initial: WaybillFilterValues;
  lang: Lang;
  onSearch(values: WaybillFilterValues): void;
}

const EMPTY: Record<keyof WaybillFilterValues, string> = { nos: '', end_tel: '', union_end_contact: '', status: '', created_from: '', created_to: '' };

export function WaybillFilters({ initial, lang, onSearch }: WaybillFiltersProps) {
  const { t } = useTranslation();
  const [v, setV] = useState(() => ({ ...EMPTY, ...Object.fromEntries(Object.entries(initial).filter(([, x]) => x !== undefined)) }));
  const set = (k: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setV((prev) => ({ ...prev, [k]: value }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x.trim() || undefined])) as WaybillFilterValues);
  };
  const field = (key: keyof typeof EMPTY, label: string, extra: Record<string, unknown> = {}) => (
    <Field.Root>
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input size="sm" value={v[key]} onChange={set(key)} data-testid={`filter-${key}`} {...extra} />
    </Field.Root>
  );
  return (
    <form onSubmit={submit} data-testid="waybill-filters">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '2', md: '3' }} alignItems="end">
        {field('nos', t('waybills.filters.nos'), { placeholder: t('waybills.filters.nosPlaceholder') })}
        {field('end_tel', t('waybills.filters.endTel'), { inputMode: 'tel' })}
        {field('union_end_contact', t('waybills.filters.unionEndContact'))}
        <Field.Root>
          <Field.Label fontSize="xs" color="fg.muted">
            {t('waybills.filters.status')}
          </Field.Label>
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
          </NativeSelect.Root>
        </Field.Root>
        {field('created_from', t('waybills.filters.createdFrom'), { type: 'date' })}
        {field('created_to', t('waybills.filters.createdTo'), { type: 'date' })}
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
