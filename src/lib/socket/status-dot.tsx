/** A small dot for the navbar: grey idle, amber connecting, green connected, with the state as a tooltip. */
import { Box, Portal, Tooltip } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSocketState, type SocketState } from './state';

const COLORS: Record<SocketState, string> = { idle: 'gray.400', connecting: 'orange.400', connected: 'green.500' };

export function SocketStatusDot() {
  const { t } = useTranslation();
  const state = useSocketState();
  const label = t(`socket.state.${state}`);
  return (
    <Tooltip.Root openDelay={300} closeDelay={50} positioning={{ placement: 'bottom' }}>
      <Tooltip.Trigger asChild>
        <Box
          as="span"
          role="status"
          tabIndex={0}
          aria-label={label}
          data-testid="socket-state"
          data-state={state}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          w="6"
          h="8"
          flexShrink={0}
        >
          <Box as="span" w="2" h="2" rounded="full" bg={COLORS[state]} />
        </Box>
      </Tooltip.Trigger>
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
