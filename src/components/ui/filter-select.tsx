/**
 * A list filter's choice: a small native select named by its aria-label, an optional first "all" choice (value ''),
 * then the options. onChange hands over the chosen value ('' for all).
 */
import { NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';

export interface FilterSelectProps {
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
  /** the accessible name */
  label: string;
  /** the first choice, value '' (none: every choice is an option) */
  allLabel?: string;
  w: NativeSelectRootProps['w'];
  testId?: string;
}

export function FilterSelect({ value, onChange, options, label, allLabel, w, testId }: FilterSelectProps) {
  return (
    <NativeSelect.Root size="sm" w={w}>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-label={label} data-testid={testId}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
