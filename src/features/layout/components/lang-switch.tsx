/** Language switcher: English / 中文, kept in the `language` cookie by lib/i18n and told to the server (notifications). */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuLanguages } from 'react-icons/lu';
import type { Language } from '@/domain/constants';
import { setLanguage } from '@/lib/i18n';
import { sessionKeys } from '@/lib/session/queries';
import { updateUserLang } from '../api/update-user-lang';
import { NavbarChoiceMenu } from './navbar-choice-menu';

const LANGUAGES: Language[] = ['en', 'zh'];

export function LangSwitch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const current: Language = i18n.language?.startsWith('zh') ? 'zh' : 'en';
  return (
    <NavbarChoiceMenu
      label={t('layout.language.label')}
      icon={<LuLanguages />}
      testId="lang-switch"
      value={current}
      options={LANGUAGES.map((lang) => ({ value: lang, label: t(`common.language.${lang}`) }))}
      onChange={(lang) => {
        setLanguage(lang as Language);
        void updateUserLang(lang as Language);
        // menu names may be localised by the server (Accept-Language)
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      }}
    />
  );
}
