/**
 * A list filter's text search: an input with a search button attached; Enter or the button hands over the trimmed
 * text. The screen keys it on the URL's value (key={value}) so a new URL resets what is typed.
 */
import { Button, Group, Input, type InputProps } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuSearch } from 'react-icons/lu';

export interface SearchBoxProps {
  initial: string;
  onSearch(text: string): void;
  /** the input's placeholder and accessible name */
  label: string;
  /** the button's accessible name */
  buttonLabel: string;
  maxLength: number;
  w: InputProps['w'];
  /** the on-screen keyboard to offer (e.g. 'numeric' for a number) */
  inputMode?: InputProps['inputMode'];
  testId?: string;
  buttonTestId?: string;
}

export function SearchBox({ initial, onSearch, label, buttonLabel, maxLength, w, inputMode, testId, buttonTestId }: SearchBoxProps) {
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form onSubmit={submit} role="search">
      <Group attached>
        <Input size="sm" w={w} value={value} maxLength={maxLength} inputMode={inputMode} placeholder={label} aria-label={label} onChange={(e) => setValue(e.currentTarget.value)} data-testid={testId} />
        <Button type="submit" size="sm" variant="outline" aria-label={buttonLabel} data-testid={buttonTestId}>
          <LuSearch />
        </Button>
      </Group>
    </form>
  );
}
