/** A dialog showing the camera that closes with the first code it reads. */
import { Alert, Box, Button, Dialog, Portal } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startCameraScan, type ScanControls } from '../utils/barcode';

export interface CameraScannerProps {
  onCode(text: string): void;
  onClose(): void;
}

export function CameraScanner({ onCode, onClose }: CameraScannerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const done = useRef(onCode);
  done.current = onCode;

  useEffect(() => {
    let controls: ScanControls | null = null;
    let cancelled = false;
    let read = false;
    if (!video.current) return;
    startCameraScan(video.current, (text) => {
      if (read) return;
      read = true;
      navigator.vibrate?.(80);
      done.current(text);
    })
      .then((c) => {
        if (cancelled) c.stop();
        else controls = c;
      })
      .catch((e: unknown) => !cancelled && setError(t('field.scan.cameraFailed', { msg: e instanceof Error ? e.message : String(e) })));
    return () => {
      cancelled = true;
      controls?.stop();
    };
  }, [t]);

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="field-camera" mx="3">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{t('field.scan.cameraTitle')}</Dialog.Title>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                {t('field.scan.close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
