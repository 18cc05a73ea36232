/**
 * The new-version prompt: registers the service worker, and when a new build waits shows a bar offering to
 * reload. It never reloads by itself; with unsaved work it asks again before reloading.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, dismissUpdate, getPwaState, startPwa, subscribePwa, updateWouldLoseWork } from '@/lib/pwa/register';

/** Starts the service worker registration once the app has rendered. */
export function PwaRegistrationEffect() {
  useEffect(() => startPwa(), []);
  return null;
}

export function UpdatePrompt() {
  const { t } = useTranslation();
  const { updateReady } = useSyncExternalStore(subscribePwa, getPwaState, getPwaState);
  const [asking, setAsking] = useState(false);
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
        {asking ? t('ui.updatePrompt.unsaved') : t('ui.updatePrompt.hint')}
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
