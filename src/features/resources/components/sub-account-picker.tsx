/**
 * The sub-account picker (spec §2.5, §9): GET /user/sub_user/ 20 per page searched by username, at most 20 chosen
 * when multiple. Accounts /user/sub_user/ does not list (e.g. the main account choosing itself) come in through
 * `extra`, shown first and matched by the typed text.
 */
import { useMemo } from 'react';
import { SearchableSelect } from '@/components/ui/searchable-select/searchable-select';
import { narrowOptions, SEARCH_PAGE, type SelectOption } from '@/components/ui/searchable-select/options';
import { getSubUsers, type SubUserRow } from '../api/sub-user-list';
import { RESOURCE_DEBOUNCE_MS } from '../utils/picker-source';

export const SUB_ACCOUNT_PER_PAGE = 20;
export const SUB_ACCOUNT_LIMIT = 20;

export const subUserLabel = (u: Pick<SubUserRow, 'username' | 'nickname'>) => (u.nickname ? `${u.nickname}（${u.username}）` : u.username);
const toOption = (u: SubUserRow): SelectOption<SubUserRow> => ({ value: String(u.user_id), label: subUserLabel(u), row: u });

export interface SubAccountPickerProps {
  value: string[];
  onChange(value: string[], options: SelectOption<SubUserRow>[]): void;
  multiple?: boolean;
  /** multi-select limit; default the spec's 20 */
  limit?: number;
  /** options the endpoint does not list, shown first */
  extra?: SelectOption<SubUserRow>[];
  placeholder?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

export function SubAccountPicker({ extra = [], limit = SUB_ACCOUNT_LIMIT, 'data-testid': testId = 'sub-account-picker', ...rest }: SubAccountPickerProps) {
  const extraKey = extra.map((o) => `${o.value}:${o.label}`).join(',');
  const source = useMemo(
    () => ({
      search: async (term: string) => {
        const rows = (await getSubUsers({ page: SEARCH_PAGE, per_page: SUB_ACCOUNT_PER_PAGE, ...(term ? { username: term } : {}) })).list.map(toOption);
        const first = term ? narrowOptions(extra, term) : extra;
        return [...first, ...rows.filter((o) => !first.some((e) => e.value === o.value))];
      },
      lookup: async (values: string[]) => {
        const own = extra.filter((o) => values.includes(o.value));
        const rest = values.filter((v) => !own.some((o) => o.value === v));
        if (!rest.length) return own;
        return [...own, ...(await getSubUsers({ page: SEARCH_PAGE, per_page: SUB_ACCOUNT_PER_PAGE, user_ids: rest.join(',') })).list.map(toOption)];
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [extraKey],
  );
  return (
    <SearchableSelect<SubUserRow>
      {...rest}
      sourceKey={['sub-users', extraKey]}
      search={source.search}
      lookup={source.lookup}
      debounceMs={RESOURCE_DEBOUNCE_MS}
      loadInitial
      limit={limit}
      data-testid={testId}
    />
  );
}
