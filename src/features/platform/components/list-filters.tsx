/** The filter bar both platform lists use: a name search, a status select, Search and Reset. */
import { Box, Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ListFiltersProps {
  name: string | undefined;
  status: string | undefined;
  statusOptions: { value: string; label: string }[];
  statusLabel: string;
  onSearch(values: { name?: string; status?: string }): void;
  testId: string;
}

export function ListFilters({ name, status, statusOptions, statusLabel, onSearch, testId }: ListFiltersProps) {
  const { t } = useTranslation();
  const [nameText, setNameText] = useState(name ?? '');
  const [statusValue, setStatusValue] = useState(status ?? statusOptions[0]?.value ?? '');
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" p="3">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch({ name: nameText.trim() || undefined, status: statusValue || undefined });
        }}
      >
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root maxW="240px">
            <Field.Label fontSize="sm">{t('platform.companyName')}</Field.Label>
            <Input size="sm" value={nameText} onChange={(e) => setNameText(e.target.value)} placeholder={t('platform.companyNamePlaceholder')} data-testid={`${testId}-name`} />
          </Field.Root>
          <Field.Root maxW="160px">
            <Field.Label fontSize="sm">{statusLabel}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={statusValue} onChange={(e) => setStatusValue(e.target.value)} data-testid={`${testId}-status`}>
                {statusOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button size="sm" type="submit" colorPalette="brand" data-testid={`${testId}-search`}>
            {t('platform.search')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            type="button"
            onClick={() => {
              setNameText('');
              setStatusValue(statusOptions[0]?.value ?? '');
              onSearch({ name: undefined, status: undefined });
            }}
          >
            {t('platform.reset')}
          </Button>
        </HStack>
      </form>
    </Box>
  );
}
