/** Station autocomplete (spec §2.5, §7, §9): dropdown page 1 / 20 by station_name; creates on blur only when allowCreate. */
import { useTranslation } from 'react-i18next';
import { fetchLookup } from '@/lib/lookup-cache';
import { addStation, getStations } from '../api/stations';
import { AUTOCOMPLETE_PER_PAGE, CreatableAutocomplete, type AutocompleteOption } from './creatable-autocomplete';

export const STATION_DEBOUNCE_MS = 500;

export interface StationAutocompleteProps {
  value: AutocompleteOption | null;
  onChange(value: AutocompleteOption | null): void;
  /** a text matching no station creates one on blur */
  allowCreate?: boolean;
  /** station type alias code: filters suggestions and is the new station's type */
  stationType?: string;
  placeholder?: string;
  'data-testid'?: string;
}

export function StationAutocomplete({ value, onChange, allowCreate = false, stationType, placeholder, 'data-testid': testId = 'station-autocomplete' }: StationAutocompleteProps) {
  const { t } = useTranslation();
  return (
    <CreatableAutocomplete
      sourceKey={`station:${stationType ?? ''}`}
      suggest={async (term) => {
        const fetch = async () =>
          (await getStations({ format: 'dropdown', page: 1, per_page: AUTOCOMPLETE_PER_PAGE, station_name: term || undefined, station_type_alias_code: stationType })).list.map((s) => ({
            value: String(s.id),
            label: s.name,
          }));
        // the opening list (no search term) is kept in the local database: it answers offline
        return term ? fetch() : fetchLookup(['stations', 'dropdown', stationType ?? ''], fetch);
      }}
      create={async (name) => {
        const s = await addStation({ name, type: stationType ?? '' });
        return { value: String(s.id), label: s.name };
      }}
      allowCreate={allowCreate}
      value={value}
      onChange={onChange}
      debounceMs={STATION_DEBOUNCE_MS}
      placeholder={placeholder ?? t('resources.autocomplete.stationPlaceholder')}
      data-testid={testId}
    />
  );
}
