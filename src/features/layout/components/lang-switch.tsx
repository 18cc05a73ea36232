/** Language switcher: English / 中文, kept in the `language` cookie by lib/i18n. */
import { Box, IconButton, Menu, Portal } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuLanguages } from 'react-icons/lu';
import type { Language } from '@/domain/constants';
import { setLanguage } from '@/lib/i18n';
import { sessionKeys } from '@/lib/session/queries';
import { Hint } from './hint';

const LANGUAGES: Language[] = ['en', 'zh'];

export function LangSwitch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const current: Language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      {/* the tooltip sits on a wrapper: tooltip and menu triggers would fight over one element's id */}
      <Hint label={t('layout.language.label')}>
        <Box as="span" display="inline-flex">
          <Menu.Trigger asChild>
            <IconButton variant="ghost" size="sm" aria-label={t('layout.language.label')} data-testid="lang-switch">
              <LuLanguages />
            </IconButton>
          </Menu.Trigger>
        </Box>
      </Hint>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="120px">
            <Menu.RadioItemGroup value={current} onValueChange={(d) => {
                setLanguage(d.value as Language);
                // menu names may be localised by the server (Accept-Language)
                void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
              }}>
              {LANGUAGES.map((lang) => (
                <Menu.RadioItem key={lang} value={lang} data-testid={`lang-${lang}`}>
                  {t(`common.language.${lang}`)}
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
