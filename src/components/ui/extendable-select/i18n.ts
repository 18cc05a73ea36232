/** Strings of the extendable select (registered through src/features/resources/i18n.ts). */
export const en = {
  extendableSelect: {
    empty: 'Please enter the content to add!',
    tooLong: 'At most {{max}} characters!',
    add: 'Add',
    edit: 'Edit',
    save: 'Save',
    cancel: 'Cancel',
    newPlaceholder: 'New option',
    choose: 'Please choose',
  },
};

export const zh: typeof en = {
  extendableSelect: {
    empty: '请输入要新增的内容！',
    tooLong: '允许输入{{max}}字内！',
    add: '新增',
    edit: '编辑',
    save: '保存',
    cancel: '取消',
    newPlaceholder: '新选项',
    choose: '请选择',
  },
};
