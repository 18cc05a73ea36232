/**
 * Picks a party of one type (optionally none: the company default). Delivery(-install) providers through the shared
 * DeliveryInstallPicker (search, lookups and the provider's inline add of spec §2.5); stations and factories through
 * the spec's create-on-blur autocompletes (a station land card or row names its station, a factory load card its
 * factory: a name matching none is created and chosen); the other types from GET /quote/parties: a name search and
 * the matches.
 */
import { Box, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartyType } from '@/domain/quote/model';
import type { AutocompleteOption } from '@/features/resources/components/creatable-autocomplete';
import { FactoryAutocomplete } from '@/features/resources/components/factory-autocomplete';
import { DeliveryInstallPicker, singlePick } from '@/features/resources/components/pickers';
import { StationAutocomplete } from '@/features/resources/components/station-autocomplete';
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

interface AutocompleteProps {
  value: AutocompleteOption | null;
  onChange(value: AutocompleteOption | null): void;
  placeholder?: string;
  'data-testid'?: string;
}

const AUTOCOMPLETES: Partial<Record<PartyType, (props: AutocompleteProps) => React.ReactNode>> = {
  STATION: (props) => <StationAutocomplete {...props} allowCreate />,
  FACTORY: (props) => <FactoryAutocomplete {...props} allowCreate />,
};

export function PartyPicker(props: PartyPickerProps) {
  if (AUTOCOMPLETES[props.partyType]) return <AutocompletePartyPicker {...props} />;
  return props.partyType === 'DELIVERY' ? <DeliveryPartyPicker {...props} /> : <ListedPartyPicker {...props} />;
}

function DeliveryPartyPicker({ value, onChange, allowDefault, label, testId = 'qt-party' }: PartyPickerProps) {
  const { t } = useTranslation();
  return (
    <Field.Root>
      <Field.Label fontSize="xs">{label ?? t('quote.create.party')}</Field.Label>
      <Box w="full">
        <DeliveryInstallPicker {...singlePick(value, '', onChange)} placeholder={allowDefault ? t('quote.create.partyDefault') : undefined} data-testid={testId} />
      </Box>
    </Field.Root>
  );
}

function AutocompletePartyPicker({ partyType, value, onChange, allowDefault, label, testId = 'qt-party' }: PartyPickerProps) {
  const { t } = useTranslation();
  const Autocomplete = AUTOCOMPLETES[partyType]!;
  // the name of the chosen party: the one picked here, else (a stored row's id) from the listed parties
  const [picked, setPicked] = useState<AutocompleteOption | null>(null);
  const ownName = picked?.value === value ? picked.label : '';
  const listed = useParties(value && !ownName ? partyType : '');
  const name = ownName || (listed.data?.find((p) => String(p.id) === value)?.name ?? '');
  return (
    <Field.Root>
      <Field.Label fontSize="xs">{label ?? t('quote.create.party')}</Field.Label>
      <Box w="full">
        <Autocomplete
          value={value ? { value, label: name } : null}
          onChange={(o) => {
            setPicked(o);
            onChange(o?.value ?? '', o?.label ?? '');
          }}
          placeholder={allowDefault ? t('quote.create.partyDefault') : undefined}
          data-testid={testId}
        />
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
