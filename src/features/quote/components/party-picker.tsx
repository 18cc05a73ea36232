/** Picks a party of one type from GET /quote/parties: a name search and the matches (optionally the company default). */
import { HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartyType } from '@/domain/quote/model';
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

export function PartyPicker({ partyType, value, onChange, allowDefault, label, testId = 'qt-party' }: PartyPickerProps) {
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
