/**
 * The unsaved-input confirmation (spec §8: '您输入的内容尚未保存，确定离开此页面吗?', title '温馨提示'). One host
 * renders the dialog; askLeave() opens it from anywhere and resolves true when the user chooses to leave.
 */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearUnsaved, hasUnsaved } from '@/lib/unsaved-forms';

type Resolver = (leave: boolean) => void;
let opener: ((resolve: Resolver) => void) | null = null;

/** Opens the dialog (when a host is mounted; otherwise the browser's confirm). */
export function askLeave(message?: string): Promise<boolean> {
  if (!opener) return Promise.resolve(typeof window !== 'undefined' && typeof window.confirm === 'function' ? window.confirm(message ?? '') : true);
  const open = opener;
  return new Promise((resolve) => open(resolve));
}

/** Before closing the tabs of these paths: asks when any holds unsaved input; leaving drops that input. */
export async function confirmDiscard(paths: readonly string[]): Promise<boolean> {
  const unsaved = paths.filter(hasUnsaved);
  if (!unsaved.length) return true;
  const leave = await askLeave();
  if (leave) unsaved.forEach(clearUnsaved);
  return leave;
}

export function LeaveConfirmHost() {
  const { t } = useTranslation();
  const [resolver, setResolver] = useState<Resolver | null>(null);
  useEffect(() => {
    opener = (resolve) => setResolver(() => resolve);
    return () => {
      opener = null;
    };
  }, []);
  const close = (leave: boolean) => {
    resolver?.(leave);
    setResolver(null);
  };
  return (
    <Dialog.Root open={!!resolver} onOpenChange={(d) => !d.open && close(false)} placement="center" size="xs" role="alertdialog" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="leave-confirm" mx="4">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{t('ui.leaveConfirm.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm">{t('ui.leaveConfirm.message')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={() => close(false)} data-testid="leave-confirm-cancel">
                {t('ui.leaveConfirm.cancel')}
              </Button>
              <Button size="sm" colorPalette="red" onClick={() => close(true)} data-testid="leave-confirm-ok">
                {t('ui.leaveConfirm.ok')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
