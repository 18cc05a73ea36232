/** Data-permission roles' refusals (issue 22) in both languages, merged into the server's message catalog. */
export const DATA_SCOPE_MESSAGES = {
  adDataRoleNameTaken: { zh: '数据权限角色名称已存在', en: 'A data role with this name already exists' },
  adDataRoleChosenEmpty: { zh: '请至少选择一个货主、仓库或网点', en: 'Choose at least one consignor, warehouse or station' },
  adDataRoleChosenInvalid: { zh: '所选的货主、仓库或网点不存在', en: 'A chosen consignor, warehouse or station does not exist' },
  adDataRoleUserInvalid: { zh: '只能分配给本公司的子账号', en: 'Only sub-accounts of this company can hold a data role' },
} as const;
