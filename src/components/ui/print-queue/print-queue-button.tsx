/** The navbar's print queue button: a badge with the jobs waiting (red when one failed); opens the queue panel. */
import { Badge, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPrinter } from 'react-icons/lu';
import { usePrintJobs } from '@/lib/print-queue';
import { setPrintQueueOpen, usePrintQueueOpen } from './panel-state';
import { PrintQueueDrawer } from './print-queue-drawer';

export interface PrintQueueButtonProps {
  /** hide the button while this device has no jobs (the phone's narrow navbar) */
  hideWhenEmpty?: boolean;
}

export function PrintQueueButton({ hideWhenEmpty = false }: PrintQueueButtonProps) {
  const { t } = useTranslation();
  const queue = usePrintJobs();
  const open = usePrintQueueOpen();
  const count = queue.waiting + queue.failed;
  const label = count > 0 ? t('ui.printQueue.buttonWaiting', { count }) : t('ui.printQueue.button');
  return (
    <>
      {!(hideWhenEmpty && queue.jobs.length === 0) && (
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={label}
          title={label}
          data-testid="print-queue-button"
          data-waiting={queue.waiting}
          position="relative"
          onClick={() => setPrintQueueOpen(true)}
        >
          <LuPrinter />
          {count > 0 && (
            <Badge
              data-testid="print-queue-count"
              position="absolute"
              top="0"
              right="0"
              transform="translate(30%, -20%)"
              colorPalette={queue.failed > 0 ? 'red' : 'orange'}
              variant="solid"
              rounded="full"
              fontSize="10px"
              minW="18px"
              h="16px"
              px="1"
              justifyContent="center"
            >
              {count > 99 ? '99+' : count}
            </Badge>
          )}
        </IconButton>
      )}
      <PrintQueueDrawer open={open} onClose={() => setPrintQueueOpen(false)} jobs={queue.jobs} waiting={queue.waiting} failed={queue.failed} />
    </>
  );
}
