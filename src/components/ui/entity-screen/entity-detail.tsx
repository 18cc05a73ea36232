/** The read-only detail of one record: label / value lines from the descriptor's detail items. */
import { DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EntityDetailItem } from './types';

export interface EntityDetailProps<Row> {
  row: Row;
  items: EntityDetailItem<Row>[];
  testId: string;
}

export function EntityDetail<Row>({ row, items, testId }: EntityDetailProps<Row>) {
  const { t } = useTranslation();
  return (
    <DataList.Root orientation="horizontal" size="sm" data-testid={testId}>
      {items.map((item) => (
        <DataList.Item key={item.key}>
          <DataList.ItemLabel minW="120px">{t(item.labelKey)}</DataList.ItemLabel>
          <DataList.ItemValue data-testid={`${testId}-${item.key}`}>{item.value(row) ?? '—'}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
