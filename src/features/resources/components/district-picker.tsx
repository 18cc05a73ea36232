/**
 * The driver's service districts (spec §3 Driver `districts`): province and city chosen level by level from
 * GET /map/area/getDistrictList, then the city's districts ticked; districts of other cities stay chosen.
 */
import { Checkbox, HStack, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_ROOT_CODE } from '@/domain/constants';
import { useDistrictList, type DistrictOption } from '../api/district-list';

export interface DistrictPickerProps {
  value: string[];
  onChange(codes: string[]): void;
  /** load the lists only while shown (e.g. the dialog is open) */
  enabled?: boolean;
  'data-testid'?: string;
}

/** `value` with the districts of one city replaced by `chosen` (the other cities' choices kept). */
export function withCityDistricts(value: readonly string[], cityDistricts: readonly DistrictOption[], chosen: readonly string[]): string[] {
  const ofCity = new Set(cityDistricts.map((d) => d.code));
  return [...value.filter((c) => !ofCity.has(c)), ...chosen];
}

export function DistrictPicker({ value, onChange, enabled = true, 'data-testid': testId = 'district-picker' }: DistrictPickerProps) {
  const { t } = useTranslation();
  const [province, setProvince] = useState('');
  const [city, setCity] = useState('');
  const provinces = useDistrictList(ADDRESS_ROOT_CODE, enabled);
  const cities = useDistrictList(province || null, enabled);
  const districts = useDistrictList(city || null, enabled);
  const level = (name: string, list: DistrictOption[], current: string, set: (v: string) => void, placeholder: string) => (
    <NativeSelect.Root size="sm" maxW="160px" disabled={list.length === 0}>
      <NativeSelect.Field value={current} onChange={(e) => set(e.currentTarget.value)} data-testid={`${testId}-${name}`} aria-label={placeholder}>
        <option value="">{placeholder}</option>
        {list.map((d) => (
          <option key={d.code} value={d.code}>
            {d.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  return (
    <Stack gap="2" data-testid={testId}>
      <HStack gap="2" flexWrap="wrap">
        {level('province', provinces, province, (v) => (setProvince(v), setCity('')), t('resources.districts.province'))}
        {level('city', cities, city, setCity, t('resources.districts.city'))}
        <Text fontSize="xs" color="fg.muted" data-testid={`${testId}-count`}>
          {t('resources.districts.chosen', { count: value.length })}
        </Text>
      </HStack>
      {districts.length > 0 && (
        <Checkbox.Group value={value.filter((c) => districts.some((d) => d.code === c))} onValueChange={(v) => onChange(withCityDistricts(value, districts, v))}>
          <Wrap gap="3">
            {districts.map((d) => (
              <Checkbox.Root key={d.code} value={d.code} size="sm" data-testid={`${testId}-district-${d.code}`}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{d.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        </Checkbox.Group>
      )}
    </Stack>
  );
}
