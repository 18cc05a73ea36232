/** Abnormal config (/saas/basic/abnormal/index): the company's abnormal types next to the built-in ones (read-only). */
import { Badge } from '@chakra-ui/react';
import { EntityListScreen } from '@/components/ui/entity-screen/entity-list-screen';
import type { EntityScreenConfig } from '@/components/ui/entity-screen/types';
import { abnormalTypeBody } from '@/domain/basic-data/abnormal-types';
import { ABNORMAL_TYPE_LIST_URL, createAbnormalType, deleteAbnormalType, setAbnormalTypeEnabled, updateAbnormalType } from '../api/abnormal-types';
import type { AbnormalTypeRow } from '../api/types';
import { KEYWORD_FILTER } from './shared-fields';

const k = (key: string) => `basicData.abnormal.${key}`;

export const abnormalTypesConfig: EntityScreenConfig<AbnormalTypeRow> = {
  testId: 'abnormal-types',
  titleKey: k('title'),
  path: '/saas/basic/abnormal/index',
  rowId: (r) => r.id,
  list: {
    url: ABNORMAL_TYPE_LIST_URL,
    columns: (t) => [
      { key: 'code', title: t(k('code')), width: 140, value: (r) => r.code },
      { key: 'name', title: t(k('name')), width: 180, value: (r) => r.name },
      { key: 'sort', title: t(k('sort')), width: 80, value: (r) => r.sort },
      {
        key: 'source',
        title: t(k('source')),
        width: 100,
        value: (r) => t(k(r.is_system ? 'system' : 'own')),
        render: (r) => <Badge colorPalette={r.is_system ? 'gray' : 'blue'}>{t(k(r.is_system ? 'system' : 'own'))}</Badge>,
      },
    ],
    filters: [KEYWORD_FILTER],
    invalidate: [['config-items', 'ABNORMAL_TYPE']],
  },
  form: {
    fields: [
      { key: 'code', labelKey: k('code'), kind: 'text', required: true, max: 20, readOnlyOnEdit: true, helpKey: k('codeHelp') },
      { key: 'name', labelKey: k('name'), kind: 'text', required: true, max: 30 },
      { key: 'sort', labelKey: k('sort'), kind: 'number', min: 0, max: 9999 },
    ],
    schema: abnormalTypeBody,
    initial: (r) => ({ code: r?.code ?? '', name: r?.name ?? '', sort: r?.sort ?? 0 }),
    create: createAbnormalType,
    update: updateAbnormalType,
    addTitleKey: k('add'),
    editTitleKey: k('edit'),
    can: (r) => !r.is_system,
  },
  toggle: { isOn: (r) => r.status === 1, set: setAbnormalTypeEnabled, can: (r) => !r.is_system },
  remove: { remove: deleteAbnormalType, can: (r) => !r.is_system },
};

export function AbnormalTypesScreen() {
  return <EntityListScreen config={abnormalTypesConfig} />;
}
