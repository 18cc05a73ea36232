/** /saas/resource/line/index: transport lines with their legs' totals; create and detail open their own pages. */
import { Button } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { EntityListScreen } from '@/components/ui/entity-screen/entity-list-screen';
import type { EntityScreenConfig } from '@/components/ui/entity-screen/types';
import { formatYuan } from '@/domain/money';
import { LINES_URL, removeLine, setLineStatus, type LineRow } from '../api/lines';
import { LINE_CREATE_PATH, LINE_INDEX_PATH, linePath } from './line-fields';

function CreateLineButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button size="xs" colorPalette="brand" onClick={() => void navigate({ to: LINE_CREATE_PATH } as never)} data-testid="rules-line-create">
      <LuPlus /> {t('rules.line.create')}
    </Button>
  );
}

const config: EntityScreenConfig<LineRow> = {
  testId: 'rules-line',
  titleKey: 'routes.saasResourceLineIndex',
  path: LINE_INDEX_PATH,
  rowId: (r) => r.id,
  list: {
    url: LINES_URL,
    columns: (t) => [
      { key: 'name', title: t('rules.line.name'), width: 180, value: (r) => r.name },
      { key: 'start_station_name', title: t('rules.line.start'), width: 130, value: (r) => r.start_station_name },
      { key: 'end_station_name', title: t('rules.line.end'), width: 130, value: (r) => r.end_station_name },
      { key: 'leg_count', title: t('rules.line.legCount'), width: 70, align: 'end', value: (r) => r.leg_count },
      { key: 'total_hours', title: t('rules.line.totalHours'), width: 110, align: 'end', value: (r) => r.total_hours },
      { key: 'total_price', title: t('rules.line.totalPrice'), width: 120, align: 'end', value: (r) => formatYuan(r.total_price_cents) },
    ],
    filters: [
      { key: 'name', labelKey: 'rules.line.name', kind: 'text' },
    ],
  },
  detail: { path: linePath, items: [] },
  toggle: { isOn: (r) => r.status === 1, set: setLineStatus },
  remove: { remove: removeLine },
  toolbar: <CreateLineButton />,
};

export function LineListScreen() {
  return <EntityListScreen config={config} />;
}
