/** Carrier (T_ZX) and driver (T_SJ) pickers of the load form, on the shared searchable select as the resource pickers search them. */
import { Box } from '@chakra-ui/react';
import { SearchableSelect } from '@/components/ui/searchable-select/searchable-select';
import { searchTransporters, type ResourceOption } from '../api/pickers';

export interface TransporterPickerProps {
  subType: 'T_ZX' | 'T_SJ';
  value: string;
  /** the chosen value's name (a restored draft shows it before any search) */
  label: string;
  onChange(value: string, label: string): void;
  placeholder: string;
  'data-testid'?: string;
}

export function TransporterPicker({ subType, value, label, onChange, placeholder, 'data-testid': testId }: TransporterPickerProps) {
  return (
    <Box w="full">
      <SearchableSelect<ResourceOption>
        sourceKey={['transit', 'transporter', subType]}
        search={async (name) => (await searchTransporters(subType, name)).map((r) => ({ value: String(r.id), label: r.phone ? `${r.name} ${r.phone}` : r.name, row: r }))}
        lookup={async (values) => (values.includes(value) && label ? [{ value, label }] : [])}
        debounceMs={500}
        loadInitial
        value={value ? [value] : []}
        onChange={(v, opts) => onChange(v[0] ?? '', opts[0]?.label ?? '')}
        placeholder={placeholder}
        data-testid={testId}
      />
    </Box>
  );
}
