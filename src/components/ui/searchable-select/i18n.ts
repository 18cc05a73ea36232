/** Strings of the searchable-select base (registered through src/features/resources/i18n.ts). */
export const en = {
  searchableSelect: {
    placeholder: 'Type to search',
    empty: 'No matching options',
    loading: 'Loading…',
    addAndUse: 'Add and use',
    limit: 'At most {{limit}} can be chosen',
    locked: 'Only one option: chosen automatically',
  },
};

export const zh: typeof en = {
  searchableSelect: {
    placeholder: '请输入关键字搜索',
    empty: '无匹配数据',
    loading: '加载中…',
    addAndUse: '新增并使用',
    limit: '最多可选择{{limit}}项',
    locked: '仅有一个选项，已自动选择',
  },
};
