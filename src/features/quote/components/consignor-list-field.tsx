/** A list of consignors picked one by one (template bindings, generate): the picker adds, a chip's × removes. */
import { Badge, Button, CloseButton, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartyPicker } from './party-picker';

export interface Named {
  id: number;
  name: string;
}

export interface ConsignorListFieldProps {
  label: string;
  value: Named[];
  onChange(next: Named[]): void;
  testId?: string;
}

export function ConsignorListField({ label, value, onChange, testId = 'qt-consignors' }: ConsignorListFieldProps) {
  const { t } = useTranslation();
  const [pick, setPick] = useState({ id: '', name: '' });
  const add = () => {
    const id = Number(pick.id);
    if (id && !value.some((c) => c.id === id)) onChange([...value, { id, name: pick.name }]);
    setPick({ id: '', name: '' });
  };
  return (
    <Stack gap="1" data-testid={testId}>
      <Text fontSize="xs" fontWeight="medium">
        {label}
      </Text>
      <HStack gap="2" align="end" flexWrap="wrap">
        <PartyPicker partyType="CONSIGNOR" value={pick.id} onChange={(id, name) => setPick({ id, name })} label={t('quote.templates.addConsignor')} testId={`${testId}-pick`} />
        <Button size="sm" variant="outline" disabled={!pick.id} onClick={add} data-testid={`${testId}-add`}>
          {t('quote.templates.addConsignor')}
        </Button>
      </HStack>
      <Wrap gap="1">
        {value.map((c) => (
          <Badge key={c.id} size="md" variant="subtle" data-testid={`${testId}-chip`}>
            {c.name || `#${c.id}`}
            <CloseButton size="2xs" aria-label={`${t('quote.detail.deleteRow')} ${c.name}`} onClick={() => onChange(value.filter((x) => x.id !== c.id))} />
          </Badge>
        ))}
      </Wrap>
    </Stack>
  );
}
