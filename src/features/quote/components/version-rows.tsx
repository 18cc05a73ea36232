/** A version's rows in the shared data table (client mode, exported with the table's Excel export); edit and delete per row while the version is a draft. */
import { Button, HStack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import { BASIS_LABELS, CARD_KIND_INFO, type CardKind, type RateRow } from '@/domain/quote/model';
import { useZoneLabels } from '../hooks/use-zone-labels';
import { langOf } from '../utils/kinds';
import { conditionText, feeCodeName, priceText, tierText, zoneText } from '../utils/row-text';

interface NumberedRow {
  n: number;
  row: RateRow;
}

export interface VersionRowsProps {
  kind: CardKind;
  rows: readonly RateRow[];
  editable: boolean;
  onEdit(index: number): void;
  onDelete(index: number): void;
}

export function VersionRows({ kind, rows, editable, onEdit, onDelete }: VersionRowsProps) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const info = CARD_KIND_INFO[kind];
  const labels = useZoneLabels(info.zone === 'station');
  const numbered = useMemo(() => rows.map((row, i) => ({ n: i + 1, row })), [rows]);
  const columns = useMemo<DataTableColumn<NumberedRow>[]>(() => {
    const cols: DataTableColumn<NumberedRow>[] = [
      { key: 'n', title: '#', width: 50, value: (r) => r.n, align: 'end' },
      { key: 'zone', title: t('quote.rowCols.zone'), width: 180, value: (r) => zoneText(r.row.zone, labels) },
      { key: 'code', title: t('quote.rowCols.code'), width: 110, value: (r) => feeCodeName(r.row.code, lang) },
      { key: 'price', title: t('quote.rowCols.price'), width: 220, value: (r) => priceText(r.row, lang) },
    ];
    if (info.rows !== 'ratio') {
      cols.push(
        { key: 'category', title: t('quote.rowCols.category'), width: 130, value: (r) => conditionText(r.row, lang) },
        { key: 'basis', title: t('quote.rowCols.basis'), width: 90, value: (r) => (r.row.shape === 'ratio' ? '' : BASIS_LABELS[r.row.basis][lang]) },
        { key: 'tier', title: t('quote.rowCols.tier'), width: 120, value: (r) => tierText(r.row, lang) },
      );
    }
    if (editable) {
      cols.push({
        key: 'actions',
        title: t('quote.rowCols.actions'),
        width: 150,
        value: () => '',
        render: (r) => (
          <HStack gap="1">
            <Button size="xs" variant="outline" onClick={() => onEdit(r.n - 1)} data-testid="qt-row-edit">
              {t('quote.detail.editRow')}
            </Button>
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(r.n - 1)} data-testid="qt-row-delete">
              {t('quote.detail.deleteRow')}
            </Button>
          </HStack>
        ),
      });
    }
    return cols;
  }, [t, lang, labels, info.rows, editable, onEdit, onDelete]);

  return <DataTable<NumberedRow> pageKey={`/saas/quote/card/rows/${info.rows}/${editable ? 'edit' : 'read'}`} rows={numbered} columns={columns} getRowId={(r) => String(r.n)} emptyText={t('quote.detail.noRows')} height="360px" />;
}
