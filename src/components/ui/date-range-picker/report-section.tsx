/**
 * A report's table section: a titled box holding the shared data table (client rows) with its Excel export, named
 * "<report title>-<section title>". Every report screen (abnormal, stowage plan, over-area, receivables, shop cost,
 * feedback, order daily) shows its tables through it. `header` replaces the plain title (e.g. grouping buttons);
 * `maxHeight` lets a short table take its own height (up to that many px) instead of the table's default.
 */
import { Box, Text } from '@chakra-ui/react';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';

export interface ReportSectionProps<R extends RowData> {
  /** the report's title: the export file name starts with it */
  reportTitle: string;
  /** this section's title (shown unless `header` is given; names the export sheet) */
  title: string;
  header?: ReactNode;
  /** the report's path plus a section suffix: the table's preferences are stored under it */
  pageKey: string;
  columns: DataTableColumn<R>[];
  rows: readonly R[];
  getRowId(row: R): string;
  emptyText: string;
  maxHeight?: number;
  'data-testid'?: string;
}

export function ReportSection<R extends RowData>(props: ReportSectionProps<R>) {
  const { reportTitle, title, header, pageKey, columns, rows, getRowId, emptyText, maxHeight } = props;
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0" data-testid={props['data-testid']}>
      {header ?? (
        <Text fontWeight="semibold" pt="3">
          {title}
        </Text>
      )}
      <DataTable<R>
        pageKey={pageKey}
        columns={columns}
        rows={rows}
        getRowId={getRowId}
        exportConfig={{ prefix: `${reportTitle}-${title}`, sheetName: title }}
        emptyText={emptyText}
        height={maxHeight === undefined ? undefined : `${Math.min(maxHeight, 110 + 36 * Math.max(1, rows.length))}px`}
      />
    </Box>
  );
}
