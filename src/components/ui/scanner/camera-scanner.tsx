/**
 * A dialog showing the camera (shared by field work and the warehouse's scan panel): it closes with the first code it reads, or (continuous, for a batch at the
 * warehouse) stays open and reports each new code, the same code again only after a pause.
 */
import { Alert, Box, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startCameraScan, type ScanControls } from './barcode';

export interface CameraScannerProps {
  continuous?: boolean;
  onCode(text: string): void;
  onClose(): void;
  /** test id of the dialog (its last-read line is `${testId}-last`) */
  'data-testid'?: string;
}

const REPEAT_PAUSE_MS = 2500;

export function CameraScanner({ continuous = false, onCode, onClose, 'data-testid': testId = 'field-camera' }: CameraScannerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [last, setLast] = useState<string | null>(null);
  const done = useRef(onCode);
  done.current = onCode;

  useEffect(() => {
    let controls: ScanControls | null = null;
    let cancelled = false;
    let read = false;
    const seen = new Map<string, number>();
    if (!video.current) return;
    startCameraScan(video.current, (text) => {
      if (read) return;
      const now = Date.now();
      if (now - (seen.get(text) ?? -Infinity) < REPEAT_PAUSE_MS) return;
      seen.set(text, now);
      if (!continuous) read = true;
      setLast(text);
      done.current(text);
    })
      .then((c) => {
        if (cancelled) c.stop();
        else controls = c;
      })
      .catch((e: unknown) => !cancelled && setError(t('ui.scanner.cameraFailed', { msg: e instanceof Error ? e.message : String(e) })));
    return () => {
      cancelled = true;
      controls?.stop();
    };
  }, [t, continuous]);

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="3">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{t('ui.scanner.cameraTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error ? (
                <Alert.Root status="error" size="sm">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              ) : (
                <Box bg="black" borderRadius="md" overflow="hidden">
                  <video ref={video} muted playsInline style={{ width: '100%', maxHeight: '60vh' }} />
                </Box>
              )}
              {continuous && last && (
                <Text mt="2" fontFamily="mono" fontSize="sm" color="fg.muted" data-testid={`${testId}-last`}>
                  {last}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t('ui.scanner.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
