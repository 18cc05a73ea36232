/** Fullscreen API state and toggle; unsupported browsers get a warning toast (spec §2.4). */
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toaster';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

const isFullscreen = () => typeof document !== 'undefined' && !!document.fullscreenElement;

export function fullscreenSupported(): boolean {
  return typeof document !== 'undefined' && !!document.fullscreenEnabled && typeof document.documentElement.requestFullscreen === 'function';
}

export function useFullscreen(): [boolean, () => void] {
  const { t } = useTranslation();
  const active = useSyncExternalStore(subscribe, isFullscreen, () => false);
  const toggle = useCallback(() => {
    if (!fullscreenSupported()) {
      toast.warning(t('layout.fullscreen.unsupported'));
      return;
    }
    const op = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    op.catch(() => toast.warning(t('layout.fullscreen.unsupported')));
  }, [t]);
  return [active, toggle];
}
