/** A navbar icon button opening a one-of-several choice menu (language, size). */
import type { ReactNode } from 'react';
import { Box, IconButton, Menu, Portal } from '@chakra-ui/react';
import { Hint } from './hint';

export interface NavbarChoiceMenuProps {
  label: string;
  icon: ReactNode;
  testId: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}

export function NavbarChoiceMenu({ label, icon, testId, value, options, onChange }: NavbarChoiceMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      {/* the tooltip sits on a wrapper: tooltip and menu triggers would fight over one element's id */}
      <Hint label={label}>
        <Box as="span" display="inline-flex">
          <Menu.Trigger asChild>
            <IconButton variant="ghost" size="sm" aria-label={label} data-testid={testId}>
              {icon}
            </IconButton>
          </Menu.Trigger>
        </Box>
      </Hint>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="120px">
            <Menu.RadioItemGroup value={value} onValueChange={(d) => onChange(d.value)}>
              {options.map((o) => (
                <Menu.RadioItem key={o.value} value={o.value} data-testid={`${testId.replace(/-switch$/, '')}-${o.value}`}>
                  {o.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
