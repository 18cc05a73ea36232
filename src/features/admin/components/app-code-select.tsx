/** The app-code picker of the menu screens: which app's menu tree is shown, and which app a new entry belongs to. */
import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { APP_CODES } from '@/domain/variants';

interface AppCodeSelectProps {
  value: string;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  testId: string;
}

export function AppCodeSelect({ value, onChange, testId }: AppCodeSelectProps) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field value={value} onChange={onChange} data-testid={testId}>
        {APP_CODES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
