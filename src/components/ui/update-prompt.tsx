/**
 * The new-version prompt (spec §4 'System update'): a new build waiting in the service worker or a server that
 * reports another version shows '系统更新提示：检测到新版本' and reloads after 30 s — only once nothing would be
 * lost: unsaved work that can be stored now (drafts, outbox writes under way) is flushed first, and with work
 * that cannot be stored (a dirty form, unsent entries, a failed draft) the countdown stops and the prompt waits
 * for the user, asking again before reloading.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, dismissUpdate, getPwaState, reloadDelayMs, startPwa, subscribePwa, updateWouldLoseWork } from '@/lib/pwa/register';
import { flushUnsavedWork, hasUnflushableWork, hasUnsavedWork } from '@/lib/unsaved-work';

/** Starts the service worker registration and the version check once the app has rendered. */
export function PwaRegistrationEffect() {
  useEffect(() => startPwa(), []);
  return null;
}

const TICK_MS = 1000;

/**
 * Seconds until the automatic reload, or null while unsaved work holds it (the count starts again once the
 * work is saved). At zero it stores what can be stored and reloads — unless something is still unsaved.
 */
function useReloadCountdown(active: boolean): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!active) {
      setLeft(null);
      return;
    }
    const full = Math.max(1, Math.ceil(reloadDelayMs() / TICK_MS));
    let remaining = full;
    /** a flush left work unsaved: wait until it is saved */
    let blocked = false;
    let flushing = false;
    let cancelled = false;
    const hold = () => {
      remaining = full;
      setLeft(null);
    };
    const check = () => {
      if (flushing) return;
      if (blocked && !hasUnsavedWork()) blocked = false;
      if (blocked || hasUnflushableWork()) return hold();
      setLeft(remaining);
      if (remaining <= 0) {
        flushing = true;
        void flushUnsavedWork().then((safe) => {
          flushing = false;
          if (cancelled) return;
          if (safe) {
            window.clearInterval(id);
            applyUpdate();
          } else {
            blocked = true;
            hold();
          }
        });
        return;
      }
      remaining -= 1;
    };
    const id = window.setInterval(check, TICK_MS);
    check();
    return () => {
      cancelled = true;
      window.clearInterval(id);
    };
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
    if (asking) return applyUpdate();
    // store what can be stored first; ask only when something would still be lost
    void flushUnsavedWork().then(() => (updateWouldLoseWork() ? setAsking(true) : applyUpdate()));
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
