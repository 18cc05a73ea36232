/** EN / 中文 switch for the public screens (writes the `language` cookie). */
import { Button, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/domain/constants';
import { setLanguage } from '@/lib/i18n';

const LANGUAGES: Language[] = ['en', 'zh'];

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.language === 'zh' ? 'zh' : 'en';
  return (
    <Group attached aria-label="Language">
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          size="xs"
          variant={lang === current ? 'solid' : 'outline'}
          colorPalette={lang === current ? 'brand' : 'gray'}
          aria-pressed={lang === current}
          onClick={() => setLanguage(lang)}
        >
          {t(`common.language.${lang}`)}
        </Button>
      ))}
    </Group>
  );
}
