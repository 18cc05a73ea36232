/** UI size switcher: small / medium / large, kept in the `size` cookie by lib/ui-size. */
import { Box, IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuALargeSmall } from 'react-icons/lu';
import type { UiSize } from '@/domain/constants';
import { UI_SIZES, setUiSize, useUiSize } from '@/lib/ui-size';
import { Hint } from './hint';

export function SizeSwitch() {
  const { t } = useTranslation();
  const size = useUiSize();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      {/* the tooltip sits on a wrapper: tooltip and menu triggers would fight over one element's id */}
      <Hint label={t('layout.size.label')}>
        <Box as="span" display="inline-flex">
          <Menu.Trigger asChild>
            <IconButton variant="ghost" size="sm" aria-label={t('layout.size.label')} data-testid="size-switch">
              <LuALargeSmall />
            </IconButton>
          </Menu.Trigger>
        </Box>
      </Hint>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="120px">
            <Menu.RadioItemGroup value={size} onValueChange={(d) => setUiSize(d.value as UiSize)}>
              {UI_SIZES.map((s) => (
                <Menu.RadioItem key={s} value={s} data-testid={`size-${s}`}>
                  {t(`common.size.${s}`)}
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
