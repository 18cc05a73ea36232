/** Toolbar above the table: refresh, export (filter or selection), column settings, copy summary. */
import { Box, Button, HStack, Menu, Portal, Spacer, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuColumns3, LuCopy, LuDownload, LuRefreshCw } from 'react-icons/lu';

export interface TableToolbarProps {
  selectedCount: number;
  canExport: boolean;
  canCopy: boolean;
  exporting: boolean;
  loading: boolean;
  onRefresh?: () => void;
  onExport(which: 'all' | 'selected'): void;
  onColumns(): void;
  onCopy(): void;
  /** screen-specific buttons on the left */
  children?: ReactNode;
}

/** Button text, hidden on phones where the icons carry the toolbar (the buttons keep their aria-label). */
function Label({ children }: { children: ReactNode }) {
  return (
    <Box as="span" hideBelow="sm">
      {children}
    </Box>
  );
}

export function TableToolbar({ selectedCount, canExport, canCopy, exporting, loading, onRefresh, onExport, onColumns, onCopy, children }: TableToolbarProps) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" py="2" flexWrap="wrap" data-testid="table-toolbar">
      {children}
      {selectedCount > 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="table-selected">
          {t('dataTable.selected', { count: selectedCount })}
        </Text>
      )}
      <Spacer />
      {onRefresh && (
        <Button size="xs" variant="outline" onClick={onRefresh} loading={loading} aria-label={t('dataTable.refresh')} data-testid="table-refresh">
          <LuRefreshCw />
          <Label>{t('dataTable.refresh')}</Label>
        </Button>
      )}
      {canCopy && (
        <Button size="xs" variant="outline" onClick={onCopy} aria-label={t('dataTable.copy')} data-testid="table-copy">
          <LuCopy />
          <Label>{t('dataTable.copy')}</Label>
        </Button>
      )}
      {canExport && (
        <Menu.Root positioning={{ placement: 'bottom-end' }}>
          <Menu.Trigger asChild>
            <Button size="xs" variant="outline" disabled={exporting} aria-label={t('dataTable.export')} data-testid="table-export">
              <LuDownload />
          <Label>{t('dataTable.export')}</Label>
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="48">
                <Menu.Item value="all" onClick={() => onExport('all')} data-testid="export-all">
                  {t('dataTable.exportAll')}
                </Menu.Item>
                <Menu.Item value="selected" disabled={selectedCount === 0} onClick={() => onExport('selected')} data-testid="export-selected">
                  {t('dataTable.exportSelected', { count: selectedCount })}
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
      <Button size="xs" variant="outline" onClick={onColumns} aria-label={t('dataTable.columns')} data-testid="table-columns">
        <LuColumns3 />
          <Label>{t('dataTable.columns')}</Label>
      </Button>
    </HStack>
  );
}
