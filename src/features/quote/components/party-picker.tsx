/**
 * Picks a party of one type (optionally none: the company default). Factories and delivery(-install) providers through
 * the shared resource pickers (FactoryPicker, DeliveryInstallPicker: search, lookups and the provider's inline add of
 * spec §2.5); the other types from GET /quote/parties: a name search and the matches.
 */
import { Box, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartyType } from '@/domain/quote/model';
import { DeliveryInstallPicker, FactoryPicker, singlePick, type PickerProps } from '@/features/resources/components/pickers';
import { useParties } from '../api/parties';
import { SelectField } from './form-bits';

export interface PartyPickerProps {
  partyType: PartyType;
  /** '' = the company default (when allowed) or nothing chosen */
  value: string;
  onChange(id: string, name: string): void;
  allowDefault?: boolean;
  label?: string;
  testId?: string;
}

const RESOURCE_PICKERS: Partial<Record<PartyType, (props: PickerProps) => React.ReactNode>> = {
  FACTORY: FactoryPicker,
  DELIVERY: DeliveryInstallPicker,
};

export function PartyPicker(props: PartyPickerProps) {
  return RESOURCE_PICKERS[props.partyType] ? <ResourcePartyPicker {...props} /> : <ListedPartyPicker {...props} />;
}

function ResourcePartyPicker({ partyType, value, onChange, allowDefault, label, testId = 'qt-party' }: PartyPickerProps) {
  const { t } = useTranslation();
  const Picker = RESOURCE_PICKERS[partyType]!;
  return (
    <Field.Root>
      <Field.Label fontSize="xs">{label ?? t('quote.create.party')}</Field.Label>
      <Box w="full">
        <Picker {...singlePick(value, '', onChange)} placeholder={allowDefault ? t('quote.create.partyDefault') : undefined} data-testid={testId} />
      </Box>
    </Field.Root>
  );
}

function ListedPartyPicker({ partyType, value, onChange, allowDefault, label, testId = 'qt-party' }: PartyPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const parties = useParties(partyType, keyword.trim());
  const list = parties.data ?? [];
  const options = [{ value: '', label: allowDefault ? t('quote.create.partyDefault') : '—' }, ...list.map((p) => ({ value: String(p.id), label: p.name }))];
  return (
    <Stack gap="1">
      <HStack gap="2" align="end" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
        <SelectField label={label ?? t('quote.create.party')} value={value} options={options} testId={testId} onChange={(id) => onChange(id, list.find((p) => String(p.id) === id)?.name ?? '')} />
        <Input size="sm" w={{ base: 'full', sm: '160px' }} placeholder={t('quote.create.partySearch')} aria-label={t('quote.create.partySearch')} value={keyword} onChange={({ currentTarget: { value: v } }) => setKeyword(v)} data-testid={`${testId}-search`} />
      </HStack>
    </Stack>
  );
}
