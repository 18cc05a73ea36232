/** A row's zone in its form: an area from the address tree (empty = the whole country), a route's from → to areas or line, or a station. */
import { Button, Field, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAddressTree } from '@/components/ui/tree-select/api/get-address-tree';
import { AddressTreeSelect } from '@/components/ui/tree-select/address-tree-select';
import { ancestorsOf } from '@/components/ui/tree-select/tree';
import type { ZoneType } from '@/domain/quote/model';
import type { RowFormErrors, RowFormValues } from '../utils/row-form';
import { TextField } from './form-bits';
import { PartyPicker } from './party-picker';

export interface ZoneFieldsProps {
  zone: ZoneType;
  values: RowFormValues;
  errors: RowFormErrors;
  onChange(patch: Partial<RowFormValues>): void;
}

export function ZoneFields({ zone, values, errors, onChange }: ZoneFieldsProps) {
  const { t } = useTranslation();
  const tree = useAddressTree();
  const nodes = tree.data ?? [];
  if (zone === 'station') {
    return (
      <Field.Root invalid={!!errors.station_id}>
        <PartyPicker partyType="STATION" label={t('quote.row.station')} value={values.station_id} onChange={(id) => onChange({ station_id: id })} testId="qt-row-station" />
        {errors.station_id && <Field.ErrorText>{errors.station_id}</Field.ErrorText>}
      </Field.Root>
    );
  }
  if (zone === 'route') {
    return (
      <Stack gap="2">
        <Field.Root invalid={!!errors.zone}>
          <Field.Label fontSize="xs">{t('quote.row.from')}</Field.Label>
          <AddressTreeSelect value={values.from_code || null} onChange={(v: string | null) => onChange({ from_code: v ?? '' })} data-testid="qt-row-from" />
        </Field.Root>
        <Field.Root invalid={!!errors.zone}>
          <Field.Label fontSize="xs">{t('quote.row.to')}</Field.Label>
          <AddressTreeSelect value={values.to_code || null} onChange={(v: string | null) => onChange({ to_code: v ?? '' })} data-testid="qt-row-to" />
          {errors.zone && <Field.ErrorText>{errors.zone}</Field.ErrorText>}
        </Field.Root>
        <TextField label={t('quote.row.line')} value={values.line_id} inputMode="numeric" onChange={(v) => onChange({ line_id: v.replace(/\D/g, '') })} testId="qt-row-line" />
      </Stack>
    );
  }
  const deepest = values.district_code || values.city_code || values.province_code;
  const choose = (code: string | null) => {
    if (!code) return onChange({ province_code: '', city_code: '', district_code: '' });
    const path = [...ancestorsOf(nodes, code), code];
    onChange({ province_code: path[0] ?? '', city_code: path[1] ?? '', district_code: path[2] ?? '' });
  };
  return (
    <Field.Root invalid={!!errors.zone}>
      <Field.Label fontSize="xs">{t('quote.row.area')}</Field.Label>
      <HStack w="full" gap="2">
        <AddressTreeSelect value={deepest || null} onChange={choose} placeholder={t('quote.row.country')} data-testid="qt-row-area" />
        {deepest && (
          <Button size="sm" variant="ghost" onClick={() => choose(null)}>
            {t('quote.row.country')}
          </Button>
        )}
      </HStack>
      {errors.zone && <Field.ErrorText>{errors.zone}</Field.ErrorText>}
    </Field.Root>
  );
}
