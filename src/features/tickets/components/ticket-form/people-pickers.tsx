/**
 * The handler (default me) and the optional finance reviewer of a new ticket, both chosen with the sub-account
 * picker (GET /user/sub_user/, spec §2.5). /user/sub_user/ does not list a main account, so I come in as the
 * picker's first option (`extra`) — the handler's default, often the main account.
 */
import { Field, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@/components/ui/searchable-select/options';
import { SubAccountPicker, subUserLabel } from '@/features/resources/components/sub-account-picker';
import type { SubUserRow } from '@/features/resources/api/sub-user-list';
import { useTokenPayload } from '@/lib/session/token-store';

export interface PeoplePickersProps {
  executive: number | null;
  financial: number | null;
  meId: number | null;
  onChange(patch: { executive_uid?: number | null; financial_uid?: number | null }): void;
}

const num = (v: string | undefined) => (v ? Number(v) : null);

/** Me as a picker option ('name（username） · Me'), [] when signed out. */
export function meOption(me: { id: number; username?: string; nickname?: string } | null, meLabel: string): SelectOption<SubUserRow>[] {
  if (!me) return [];
  const name = subUserLabel({ username: me.username ?? String(me.id), nickname: me.nickname ?? '' });
  return [{ value: String(me.id), label: `${name} · ${meLabel}` }];
}

export function PeoplePickers({ executive, financial, meId, onChange }: PeoplePickersProps) {
  const { t } = useTranslation();
  const token = useTokenPayload();
  const me = meOption(token && meId != null ? { id: meId, username: token.username, nickname: token.nickname } : null, t('tickets.form.me'));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <Field.Root>
        <Field.Label fontSize="sm">{t('tickets.form.executive')}</Field.Label>
        <SubAccountPicker
          value={executive != null ? [String(executive)] : []}
          onChange={(v) => onChange({ executive_uid: num(v[0]) })}
          extra={me}
          placeholder={t('tickets.form.none')}
          data-testid="ticket-executive"
        />
      </Field.Root>
      <Field.Root>
        <Field.Label fontSize="sm">{t('tickets.form.financial')}</Field.Label>
        <SubAccountPicker
          value={financial != null ? [String(financial)] : []}
          onChange={(v) => onChange({ financial_uid: num(v[0]) })}
          placeholder={t('tickets.form.none')}
          data-testid="ticket-financial"
        />
      </Field.Root>
    </SimpleGrid>
  );
}
