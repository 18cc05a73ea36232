/** The waybill template's field list: every field with a show checkbox, shown ones first in print order, moved up/down. */
import { Checkbox, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowDown, LuArrowUp } from 'react-icons/lu';
import type { EntityFieldRenderProps } from '@/components/ui/entity-screen/types';
import { WAYBILL_FIELDS, type WaybillField } from '@/domain/basic-data/settings';

export function WaybillFieldsInput({ value, onChange, disabled, testId }: EntityFieldRenderProps) {
  const { t } = useTranslation();
  const shown = (Array.isArray(value) ? value : []) as WaybillField[];
  const hidden = WAYBILL_FIELDS.filter((f) => !shown.includes(f));
  const move = (index: number, by: -1 | 1) => {
    const next = [...shown];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange(next);
  };
  const row = (field: WaybillField, index: number | null) => (
    <HStack key={field} justify="space-between" px="2" py="1" borderWidth="1px" borderRadius="sm" bg={index === null ? 'bg.muted' : 'bg'} data-testid={`${testId}-${field}`}>
      <Checkbox.Root
        size="sm"
        checked={index !== null}
        disabled={disabled}
        onCheckedChange={(d) => onChange(d.checked ? [...shown, field] : shown.filter((f) => f !== field))}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          {index !== null && <Text as="span" color="fg.muted" mr="2">{index + 1}.</Text>}
          {t(`basicData.waybillTemplate.field.${field}`)}
        </Checkbox.Label>
      </Checkbox.Root>
      {index !== null && (
        <HStack gap="0">
          <IconButton size="2xs" variant="ghost" aria-label={t('basicData.waybillTemplate.up')} disabled={disabled || index === 0} onClick={() => move(index, -1)} data-testid={`${testId}-${field}-up`}>
            <LuArrowUp />
          </IconButton>
          <IconButton size="2xs" variant="ghost" aria-label={t('basicData.waybillTemplate.down')} disabled={disabled || index === shown.length - 1} onClick={() => move(index, 1)} data-testid={`${testId}-${field}-down`}>
            <LuArrowDown />
          </IconButton>
        </HStack>
      )}
    </HStack>
  );
  return (
    <Stack gap="1" data-testid={testId}>
      {shown.map((f, i) => row(f, i))}
      {hidden.map((f) => row(f, null))}
    </Stack>
  );
}
