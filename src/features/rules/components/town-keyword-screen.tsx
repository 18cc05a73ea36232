/** /saas/basic/townKeyword/index: town keywords that mark an address as blind (anywhere, or within an area). */
import { EntityListScreen } from '@/components/ui/entity-screen/entity-list-screen';
import type { EntityScreenConfig } from '@/components/ui/entity-screen/types';
import { createTownKeyword, removeTownKeyword, setTownKeywordStatus, TOWN_KEYWORDS_URL, updateTownKeyword, type TownKeyword } from '../api/town-keywords';
import { mostSpecific, townKeywordForm } from '../utils/form-schemas';
import { areaText } from './area-text';

const config: EntityScreenConfig<TownKeyword> = {
  testId: 'rules-town-keyword',
  titleKey: 'routes.saasBasicTownKeywordIndex',
  path: '/saas/basic/townKeyword/index',
  rowId: (r) => r.id,
  list: {
    url: TOWN_KEYWORDS_URL,
    columns: (t) => [
      { key: 'keyword', title: t('rules.townKeyword.keyword'), width: 160, value: (r) => r.keyword },
      { key: 'area', title: t('rules.common.area'), width: 220, value: (r) => areaText(r, t('rules.common.anywhere')) },
      { key: 'memo', title: t('rules.common.memo'), width: 200, value: (r) => r.memo },
    ],
    filters: [{ key: 'keyword', labelKey: 'rules.townKeyword.keyword', kind: 'text' }],
  },
  form: {
    addTitleKey: 'rules.townKeyword.add',
    fields: [
      { key: 'keyword', labelKey: 'rules.townKeyword.keyword', kind: 'text', required: true, max: 30 },
      { key: 'area_code', labelKey: 'rules.common.area', kind: 'area', placeholderKey: 'rules.common.anywhere' },
      { key: 'memo', labelKey: 'rules.common.memo', kind: 'textarea', max: 320 },
    ],
    schema: townKeywordForm,
    initial: (row) => ({ keyword: row?.keyword ?? '', area_code: row ? mostSpecific(row) : '', memo: row?.memo ?? '' }),
    create: (values) => createTownKeyword(values),
    update: (id, values) => updateTownKeyword(id, values),
  },
  toggle: { isOn: (r) => r.status === 1, set: setTownKeywordStatus },
  remove: { remove: removeTownKeyword },
};

export function TownKeywordScreen() {
  return <EntityListScreen config={config} />;
}
