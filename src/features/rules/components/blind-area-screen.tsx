/** /saas/basic/blindArea/index: end-address areas (optionally per consignor and address keyword) that are not delivered to. */
import { EntityListScreen } from '@/components/ui/entity-screen/entity-list-screen';
import type { EntityScreenConfig } from '@/components/ui/entity-screen/types';
import { BANNED_AREAS_URL, createBannedArea, removeBannedArea, setBannedAreaStatus, updateBannedArea, type BannedArea } from '../api/banned-areas';
import { optionQueries } from '../api/options';
import { areaCodes, bannedAreaForm, mostSpecific } from '../utils/form-schemas';
import { areaText } from './area-text';
import { BanCheckDrawer } from './ban-check-drawer';

const config: EntityScreenConfig<BannedArea> = {
  testId: 'rules-blind-area',
  titleKey: 'routes.saasBasicBlindAreaIndex',
  path: '/saas/basic/blindArea/index',
  rowId: (r) => r.id,
  list: {
    url: BANNED_AREAS_URL,
    columns: (t) => [
      { key: 'area', title: t('rules.common.area'), width: 220, value: (r) => areaText(r, t('rules.common.anywhere')) },
      { key: 'consignor_name', title: t('rules.blindArea.consignor'), width: 140, value: (r) => r.consignor_name || t('rules.blindArea.allConsignors') },
      { key: 'keywords', title: t('rules.blindArea.keywords'), width: 200, value: (r) => r.keywords.join('，') },
      { key: 'memo', title: t('rules.common.memo'), width: 160, value: (r) => r.memo },
    ],
    filters: [
      { key: 'area_code', labelKey: 'rules.common.area', kind: 'area' },
      { key: 'consignor_id', labelKey: 'rules.blindArea.consignor', kind: 'select', optionsQuery: optionQueries.consignors },
    ],
    params: ({ area_code, ...rest }) => ({ ...rest, ...areaCodes(area_code) }),
  },
  form: {
    addTitleKey: 'rules.blindArea.add',
    fields: [
      { key: 'area_code', labelKey: 'rules.common.area', kind: 'area', required: true },
      { key: 'consignor_id', labelKey: 'rules.blindArea.consignor', kind: 'select', optionsQuery: optionQueries.consignors, placeholderKey: 'rules.blindArea.allConsignors' },
      { key: 'keywords', labelKey: 'rules.blindArea.keywords', kind: 'text', max: 300, helpKey: 'rules.blindArea.keywordsHelp' },
      { key: 'memo', labelKey: 'rules.common.memo', kind: 'textarea', max: 320 },
    ],
    schema: bannedAreaForm,
    initial: (row) => ({
      area_code: row ? mostSpecific(row) : '',
      consignor_id: row?.consignor_id ? String(row.consignor_id) : '',
      keywords: row?.keywords.join('，') ?? '',
      memo: row?.memo ?? '',
    }),
    create: (values) => createBannedArea(values),
    update: (id, values) => updateBannedArea(id, values),
  },
  toggle: { isOn: (r) => r.status === 1, set: setBannedAreaStatus },
  remove: { remove: removeBannedArea },
  toolbar: <BanCheckDrawer />,
};

export function BlindAreaScreen() {
  return <EntityListScreen config={config} />;
}
