/** Order-tag icon (spec §2.5): a small coloured badge per tag code with the tag's name as tooltip; unknown codes render nothing. */
import { Box, Portal, Tooltip } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isOrderTagCode, ORDER_TAG_GLYPH, orderTagTone, TONE_PALETTE } from './order-tags';

export interface OrderTagIconProps {
  code: string;
}

export function OrderTagIcon({ code }: OrderTagIconProps) {
  const { t } = useTranslation();
  if (!isOrderTagCode(code)) return null;
  const tone = orderTagTone(code);
  const name = t(`ui.orderTag.${code}`);
  return (
    <Tooltip.Root openDelay={200} closeDelay={50} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
      <Box
        as="span"
        role="img"
        aria-label={name}
        tabIndex={0}
        data-testid="order-tag-icon"
        data-code={code}
        data-tone={tone}
        colorPalette={TONE_PALETTE[tone]}
        display="inline-grid"
        placeItems="center"
        boxSize="5"
        rounded="sm"
        bg="colorPalette.solid"
        color="colorPalette.contrast"
        fontSize="xs"
        fontWeight="semibold"
        lineHeight="1"
        flexShrink={0}
      >
        {ORDER_TAG_GLYPH[code]}
      </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content fontSize="xs" px="2" py="1">
            {name}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
