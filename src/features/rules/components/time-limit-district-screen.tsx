/** /saas/basic/timeLimit/district: overrides per province, city or district (the most specific one wins). */
import { EntityListScreen } from '@/components/ui/entity-screen/entity-list-screen';
import type { EntityScreenConfig } from '@/components/ui/entity-screen/types';
import { areaTimeLimitBody } from '@/domain/time-limits';
import {
  createDistrictTimeLimit,
  DISTRICT_TIME_LIMIT_URL,
  removeDistrictTimeLimit,
  updateDistrictTimeLimit,
  type DistrictTimeLimit,
} from '../api/time-limit-district';
import { stageColumns, stageFields, stageInitial } from './stage-fields';

const config: EntityScreenConfig<DistrictTimeLimit> = {
  testId: 'rules-time-district',
  titleKey: 'routes.saasBasicTimeLimitDistrict',
  path: '/saas/basic/timeLimit/district',
  rowId: (r) => r.id,
  list: {
    url: DISTRICT_TIME_LIMIT_URL,
    columns: (t) => [
      { key: 'area_name', title: t('rules.common.area'), width: 200, value: (r) => r.area_name },
      { key: 'area_level', title: t('rules.timeLimit.level'), width: 70, value: (r) => t(`rules.timeLimit.levels.${r.area_level}`) },
      ...stageColumns<DistrictTimeLimit>(t),
      { key: 'warning_percent', title: t('rules.timeLimit.warningShort'), width: 90, align: 'end', value: (r) => r.warning_percent ?? '—' },
      { key: 'memo', title: t('rules.common.memo'), width: 140, value: (r) => r.memo },
    ],
    filters: [{ key: 'area_code', labelKey: 'rules.common.area', kind: 'area' }],
  },
  form: {
    addTitleKey: 'rules.timeLimit.addDistrict',
    fields: [
      { key: 'area_code', labelKey: 'rules.common.area', kind: 'area', required: true, helpKey: 'rules.timeLimit.inheritHelp' },
      ...stageFields(),
      { key: 'warning_percent', labelKey: 'rules.timeLimit.warningPercent', kind: 'number', min: 1, max: 100, helpKey: 'rules.timeLimit.inheritHelp' },
      { key: 'memo', labelKey: 'rules.common.memo', kind: 'textarea', max: 320 },
    ],
    schema: areaTimeLimitBody,
    initial: (row) => ({ area_code: row?.area_code ?? '', ...stageInitial(row), warning_percent: row?.warning_percent ?? '', memo: row?.memo ?? '' }),
    create: createDistrictTimeLimit,
    update: updateDistrictTimeLimit,
  },
  remove: { remove: removeDistrictTimeLimit },
};

export function TimeLimitDistrictScreen() {
  return <EntityListScreen config={config} />;
}
