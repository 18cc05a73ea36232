/** A small tooltip around one focusable element (Chakra v3 Tooltip parts composed once for the shell). */
import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

export interface HintProps {
  label: ReactNode;
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  disabled?: boolean;
}

export function Hint({ label, children, placement = 'bottom', disabled }: HintProps) {
  if (disabled) return children;
  return (
    <Tooltip.Root openDelay={300} closeDelay={50} positioning={{ placement }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content fontSize="xs" px="2" py="1">
            {label}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
