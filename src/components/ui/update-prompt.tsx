/**
 * The new-version prompt: registers the service worker, and when a new build waits shows the spec §4 warning
 * and reloads after 30 s — but only while nothing unsaved exists: with unsaved work the countdown stops, the
 * prompt waits for the user and asks again before reloading.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { VERSION_RELOAD_MS } from '@/domain/constants';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, dismissUpdate, getPwaState, startPwa, subscribePwa, updateWouldLoseWork } from '@/lib/pwa/register';

/** Starts the service worker registration once the app has rendered. */
export function PwaRegistrationEffect() {
  useEffect(() => startPwa(), []);
  return null;
}

const TICK_MS = 1000;

/**
 * Seconds until the automatic reload, or null while unsaved work holds it (the count starts again once the
 * work is saved). Reloads when it reaches zero.
 */
function useReloadCountdown(active: boolean): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!active) {
      setLeft(null);
      return;
    }
    const full = Math.round(VERSION_RELOAD_MS / TICK_MS);
    let remaining = full;
    const check = () => {
      if (updateWouldLoseWork()) {
        remaining = full;
        setLeft(null);
        return;
      }
      setLeft(remaining);
      if (remaining <= 0) {
        window.clearInterval(id);
        applyUpdate();
      }
      remaining -= 1;
    };
    const id = window.setInterval(check, TICK_MS);
    check();
    return () => window.clearInterval(id);
  }, [active]);
  return left;
}

export function UpdatePrompt() {
  const { t } = useTranslation();
  const { updateReady } = useSyncExternalStore(subscribePwa, getPwaState, getPwaState);
  const [asking, setAsking] = useState(false);
  const secondsLeft = useReloadCountdown(updateReady && !asking);
  if (!updateReady) return null;

  const reload = () => {
    if (!asking && updateWouldLoseWork()) {
      setAsking(true);
      return;
    }
    applyUpdate();
  };
  const later = () => {
    setAsking(false);
    dismissUpdate();
  };

  return (
    <Box
      role="alert"
      data-testid="update-prompt"
      position="fixed"
      bottom="4"
      insetInlineEnd="4"
      zIndex="toast"
      maxW="min(28rem, calc(100vw - 2rem))"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="md"
      boxShadow="lg"
      p="4"
    >
      <Text fontWeight="semibold">{t('ui.updatePrompt.available')}</Text>
      <Text fontSize="sm" color={asking ? 'fg.warning' : 'fg.muted'} mt="1" data-testid="update-prompt-message">
        {asking
          ? t('ui.updatePrompt.unsaved')
          : secondsLeft === null
            ? t('ui.updatePrompt.waiting')
            : t('ui.updatePrompt.countdown', { seconds: secondsLeft })}
      </Text>
      <HStack justify="flex-end" mt="3" gap="2">
        <Button size="sm" variant="outline" onClick={later} data-testid="update-prompt-later">
          {asking ? t('ui.updatePrompt.keepWorking') : t('ui.updatePrompt.later')}
        </Button>
        <Button size="sm" colorPalette="brand" onClick={reload} data-testid="update-prompt-reload">
          {asking ? t('ui.updatePrompt.reloadAnyway') : t('ui.updatePrompt.reload')}
        </Button>
      </HStack>
    </Box>
  );
}
