/** Full-screen toggle (spec §2.4); a browser without the Fullscreen API gets a warning toast. */
import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMaximize, LuMinimize } from 'react-icons/lu';
import { useFullscreen } from '../hooks/use-fullscreen';
import { Hint } from './hint';

export function FullscreenToggle() {
  const { t } = useTranslation();
  const [active, toggle] = useFullscreen();
  const label = active ? t('layout.fullscreen.exit') : t('layout.fullscreen.enter');
  return (
    <Hint label={label}>
      <IconButton variant="ghost" size="sm" aria-label={label} aria-pressed={active} data-testid="fullscreen-toggle" onClick={toggle}>
        {active ? <LuMinimize /> : <LuMaximize />}
      </IconButton>
    </Hint>
  );
}
