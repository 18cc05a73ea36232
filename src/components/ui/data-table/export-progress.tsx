/** Progress of a running export with a cancel button. */
import { Button, HStack, Progress, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ExportProgress as Progressing } from './excel-export';

export interface ExportProgressProps {
  progress: Progressing | null;
  onCancel(): void;
}

export function ExportProgress({ progress, onCancel }: ExportProgressProps) {
  const { t } = useTranslation();
  const value = progress && progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : null;
  return (
    <HStack gap="3" px="3" py="2" bg="blue.50" borderRadius="md" data-testid="export-progress" role="status">
      <Text fontSize="sm" whiteSpace="nowrap">
        {progress ? t('dataTable.exporting', { done: progress.done, total: progress.total }) : t('dataTable.exportPreparing')}
      </Text>
      <Progress.Root value={value} size="sm" flex="1" minW="80px" colorPalette="brand">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Button size="xs" variant="outline" onClick={onCancel} data-testid="export-cancel">
        {t('dataTable.exportCancel')}
      </Button>
    </HStack>
  );
}
