/**
 * Drawer panel of spec §2.5: slides from left, right, top or bottom (0.4 s in, 0.2 s out) with an optional
 * title, close button, footer and a 加载中 loading overlay. An unknown alignment renders the spec's alert instead.
 */
import { Alert, Box, CloseButton, Drawer as ChakraDrawer, Portal, Spinner, Text, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InsideOverlay } from '../overlay/inside-overlay';

export const DRAWER_ALIGNMENTS = ['left', 'right', 'top', 'bottom'] as const;
export type DrawerAlignment = (typeof DRAWER_ALIGNMENTS)[number];
export const DRAWER_DEFAULTS = { width: '500px', height: '300px', footerHeight: '60px', enter: '0.4s', exit: '0.2s' } as const;

const PLACEMENT: Record<DrawerAlignment, 'start' | 'end' | 'top' | 'bottom'> = { left: 'start', right: 'end', top: 'top', bottom: 'bottom' };

export const isDrawerAlignment = (v: unknown): v is DrawerAlignment => (DRAWER_ALIGNMENTS as readonly unknown[]).includes(v);

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** left | right | top | bottom (a string from config is checked at run time) */
  alignment?: DrawerAlignment | (string & {});
  title?: ReactNode;
  /** close button in the header (default true) */
  showClose?: boolean;
  footer?: ReactNode;
  loading?: boolean;
  /** left/right panels: default 500 px */
  width?: string;
  /** top/bottom panels: default 300 px */
  height?: string;
  footerHeight?: string;
  children?: ReactNode;
  'data-testid'?: string;
}

export function Drawer({
  open,
  onClose,
  alignment = 'right',
  title,
  showClose = true,
  footer,
  loading = false,
  width = DRAWER_DEFAULTS.width,
  height = DRAWER_DEFAULTS.height,
  footerHeight = DRAWER_DEFAULTS.footerHeight,
  children,
  'data-testid': testId = 'drawer',
}: DrawerProps) {
  const { t } = useTranslation();
  if (!isDrawerAlignment(alignment)) {
    return (
      <Alert.Root status="error" data-testid={`${testId}-bad-alignment`}>
        <Alert.Indicator />
        <Alert.Title>{t('ui.drawer.badAlignment')}</Alert.Title>
      </Alert.Root>
    );
  }
  const horizontal = alignment === 'left' || alignment === 'right';
  return (
    <ChakraDrawer.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement={PLACEMENT[alignment]}>
      <Portal>
        <ChakraDrawer.Backdrop />
        <ChakraDrawer.Positioner>
          <ChakraDrawer.Content
            data-testid={testId}
            data-alignment={alignment}
            position="relative"
            {...(horizontal ? { width, maxW: '100vw' } : { height, maxH: '100vh' })}
            _open={{ animationDuration: DRAWER_DEFAULTS.enter }}
            _closed={{ animationDuration: DRAWER_DEFAULTS.exit }}
          >
            {title !== undefined && (
              <ChakraDrawer.Header borderBottomWidth="1px" py="3">
                <ChakraDrawer.Title fontSize="md">{title}</ChakraDrawer.Title>
              </ChakraDrawer.Header>
            )}
            <ChakraDrawer.Body py="4">
              <InsideOverlay>{children}</InsideOverlay>
            </ChakraDrawer.Body>
            {footer !== undefined && (
              <ChakraDrawer.Footer borderTopWidth="1px" minH={footerHeight} h={footerHeight} py="0" data-testid={`${testId}-footer`}>
                {footer}
              </ChakraDrawer.Footer>
            )}
            {loading && (
              <Box position="absolute" inset="0" bg="bg/80" zIndex="1" display="grid" placeItems="center" data-testid={`${testId}-loading`} aria-busy="true">
                <VStack gap="2">
                  <Spinner color="colorPalette.solid" />
                  <Text fontSize="sm" color="fg.muted">
                    {t('ui.drawer.loading')}
                  </Text>
                </VStack>
              </Box>
            )}
            {/* above the loading overlay: a panel stuck loading can still be closed */}
            {showClose && (
              <ChakraDrawer.CloseTrigger asChild zIndex="2">
                <CloseButton size="sm" aria-label={t('ui.drawer.close')} data-testid={`${testId}-close`} />
              </ChakraDrawer.CloseTrigger>
            )}
          </ChakraDrawer.Content>
        </ChakraDrawer.Positioner>
      </Portal>
    </ChakraDrawer.Root>
  );
}
