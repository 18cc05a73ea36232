/** UI size switcher: small / medium / large, kept in the `size` cookie by lib/ui-size. */
import { useTranslation } from 'react-i18next';
import { LuALargeSmall } from 'react-icons/lu';
import type { UiSize } from '@/domain/constants';
import { UI_SIZES, setUiSize, useUiSize } from '@/lib/ui-size';
import { NavbarChoiceMenu } from './navbar-choice-menu';

export function SizeSwitch() {
  const { t } = useTranslation();
  const size = useUiSize();
  return (
    <NavbarChoiceMenu
      label={t('layout.size.label')}
      icon={<LuALargeSmall />}
      testId="size-switch"
      value={size}
      options={UI_SIZES.map((s) => ({ value: s, label: t(`common.size.${s}`) }))}
      onChange={(s) => setUiSize(s as UiSize)}
    />
  );
}
