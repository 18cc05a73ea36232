/** Factory autocomplete (spec §2.5, §7, §9): factory/list page 1 / 20 by name after 500 ms; a new name is added on blur (PAY_NOW 现付). */
import { useTranslation } from 'react-i18next';
import { addFactory } from '../api/factory-add';
import { getFactoryList } from '../api/factory-list';
import { RESOURCE_DEBOUNCE_MS } from '../utils/picker-source';
import { AUTOCOMPLETE_PER_PAGE, CreatableAutocomplete, type AutocompleteOption } from './creatable-autocomplete';

export interface FactoryAutocompleteProps {
  value: AutocompleteOption | null;
  onChange(value: AutocompleteOption | null): void;
  /** false: text matching no factory stays unselected */
  allowCreate?: boolean;
  placeholder?: string;
  'data-testid'?: string;
}

export function FactoryAutocomplete({ value, onChange, allowCreate = true, placeholder, 'data-testid': testId = 'factory-autocomplete' }: FactoryAutocompleteProps) {
  const { t } = useTranslation();
  return (
    <CreatableAutocomplete
      sourceKey="factory"
      suggest={async (term) =>
        (await getFactoryList({ format: 'dropdown', name: term || undefined, page: 1, per_page: AUTOCOMPLETE_PER_PAGE })).list
          .filter((r) => r.id > 0)
          .map((r) => ({ value: String(r.id), label: r.name || r.label }))
      }
      create={async (name) => {
        const f = await addFactory(name);
        return { value: String(f.id), label: f.name };
      }}
      allowCreate={allowCreate}
      value={value}
      onChange={onChange}
      debounceMs={RESOURCE_DEBOUNCE_MS}
      placeholder={placeholder ?? t('resources.autocomplete.factoryPlaceholder')}
      data-testid={testId}
    />
  );
}
