/**
 * Forbid / allow creating orders (is_forbid_create_order) of a resource, or disable / enable a station, after a
 * confirmation; the list and the detail refresh from the server's answer.
 */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toaster';
import { resourceQueries } from '../api/resource-detail';
import { setResourceForbid } from '../api/resource-forbid';
import { stationQueries } from '../api/station-detail';
import { setStationStatus } from '../api/station-status';
import type { ResourceScreenConfig } from '../utils/resource-screens';

export interface StateToggleProps {
  cfg: Pick<ResourceScreenConfig, 'entity' | 'listUrl'>;
  id: number;
  name: string;
  /** allowed to create orders / enabled */
  active: boolean;
  size?: 'xs' | 'sm';
  testId: string;
}

export function StateToggle({ cfg, id, name, active, size = 'xs', testId }: StateToggleProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const station = cfg.entity === 'station';
  const m = (k: string, o?: Record<string, unknown>) => t(`resources.manage.${k}`, o);
  const mutation = useMutation({
    mutationFn: async (): Promise<unknown> => (station ? setStationStatus(id, !active) : setResourceForbid(id, active)),
    onSuccess: () => {
      setOpen(false);
      toast.success(m(station ? (active ? 'nowDisabled' : 'nowEnabled') : active ? 'nowForbidden' : 'nowAllowed'));
      void queryClient.invalidateQueries({ queryKey: ['data-table', cfg.listUrl] });
      void queryClient.invalidateQueries({ queryKey: station ? stationQueries.all : resourceQueries.all });
    },
  });
  const label = m(station ? (active ? 'disable' : 'enable') : active ? 'forbid' : 'allow');
  const question = m(station ? (active ? 'confirmDisable' : 'confirmEnable') : active ? 'confirmForbid' : 'confirmAllow', { name });

  return (
    <>
      <Button size={size} variant="outline" colorPalette={active ? 'red' : 'green'} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)} placement="center" size="xs" role="alertdialog" lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid={`${testId}-dialog`} mx="4">
              <Dialog.Header>
                <Dialog.Title fontSize="md">{m('confirmTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text fontSize="sm">{question}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button size="sm" variant="outline" onClick={() => setOpen(false)} data-testid={`${testId}-cancel`}>
                  {t('resources.cancel')}
                </Button>
                <Button size="sm" colorPalette={active ? 'red' : 'brand'} loading={mutation.isPending} onClick={() => mutation.mutate()} data-testid={`${testId}-confirm`}>
                  {m('confirm')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
