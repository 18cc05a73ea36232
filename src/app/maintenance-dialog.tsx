/** The 503 dialog of spec §8: title 系统维护中, the server's maintenance content or 系统例行维护. */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { closeMaintenance, useMaintenance } from '@/lib/maintenance';

export function MaintenanceDialog() {
  const { t } = useTranslation();
  const { open, content } = useMaintenance();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && closeMaintenance()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="maintenance-dialog" mx={4}>
            <Dialog.Header>
              <Dialog.Title>{t('common.errors.maintenanceTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-wrap">{content ?? t('common.errors.maintenanceDefault')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={closeMaintenance}>
                {t('common.actions.ok')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
