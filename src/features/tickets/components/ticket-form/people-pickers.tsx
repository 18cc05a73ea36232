/**
 * The executive (default me) and the optional finance reviewer of a new ticket. The reviewer is chosen with the
 * sub-account picker (GET /user/sub_user/, spec §2.5); the executive stays a select of the company's users because it
 * defaults to me, and /user/sub_user/ does not list a main account.
 */
import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SubAccountPicker } from '@/features/resources/components/sub-account-picker';
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
        <SubAccountPicker
          value={financial != null ? [String(financial)] : []}
          onChange={(v) => onChange({ financial_uid: num(v[0] ?? '') })}
          placeholder={t('tickets.form.none')}
          data-testid="ticket-financial"
        />
      </Field.Root>
    </SimpleGrid>
  );
}
