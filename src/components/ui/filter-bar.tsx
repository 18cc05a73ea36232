/**
 * A list screen's filter bar: the filters in a bordered box, wrapping on narrow screens, then Search (the form's
 * submit, so Enter in a field searches too) and, when the screen has one, Reset. The screen owns the filters' state
 * and what searching and resetting do.
 */
import { Box, Button, Field, HStack, type FieldRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FilterBarProps {
  children: ReactNode;
  onSearch(): void;
  searchLabel: string;
  searchTestId?: string;
  /** without it the bar has no Reset button */
  onReset?(): void;
  resetLabel?: string;
  resetTestId?: string;
}

export function FilterBar({ children, onSearch, searchLabel, searchTestId, onReset, resetLabel, resetTestId }: FilterBarProps) {
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" p="3">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSearch();
        }}
      >
        <HStack gap="3" align="end" wrap="wrap">
          {children}
          <Button size="sm" type="submit" colorPalette="brand" data-testid={searchTestId}>
            {searchLabel}
          </Button>
          {onReset && (
            <Button size="sm" variant="outline" type="button" onClick={onReset} data-testid={resetTestId}>
              {resetLabel}
            </Button>
          )}
        </HStack>
      </form>
    </Box>
  );
}

export interface FilterFieldProps {
  label: ReactNode;
  maxW: FieldRootProps['maxW'];
  children: ReactNode;
}

/** one labelled filter of the bar */
export function FilterField({ label, maxW, children }: FilterFieldProps) {
  return (
    <Field.Root maxW={maxW}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      {children}
    </Field.Root>
  );
}
