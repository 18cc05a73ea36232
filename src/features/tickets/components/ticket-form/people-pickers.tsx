/** The executive (default me) and the optional finance reviewer of a new ticket, from the company's users. */
import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCompanyUsers, userLabel } from '../../api/get-company-users';

export interface PeoplePickersProps {
  executive: number | null;
  financial: number | null;
  meId: number | null;
  onChange(patch: { executive_uid?: number | null; financial_uid?: number | null }): void;
}

export function PeoplePickers({ executive, financial, meId, onChange }: PeoplePickersProps) {
  const { t } = useTranslation();
  const { data: users = [] } = useCompanyUsers();
  const label = (id: number) => (id === meId ? `${userLabel(users, id)} · ${t('tickets.form.me')}` : userLabel(users, id));
  const ids = (extra: number | null) => [...new Set([...(extra != null ? [extra] : []), ...users.map((u) => u.id)])];
  const num = (v: string) => (v ? Number(v) : null);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <Field.Root>
        <Field.Label fontSize="sm">{t('tickets.form.executive')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={executive ?? ''} onChange={(e) => onChange({ executive_uid: num(e.currentTarget.value) })} data-testid="ticket-executive">
            {ids(executive).map((id) => (
              <option key={id} value={id}>
                {label(id)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label fontSize="sm">{t('tickets.form.financial')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={financial ?? ''} onChange={(e) => onChange({ financial_uid: num(e.currentTarget.value) })} data-testid="ticket-financial">
            <option value="">{t('tickets.form.none')}</option>
            {ids(financial).map((id) => (
              <option key={id} value={id}>
                {label(id)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </SimpleGrid>
  );
}
