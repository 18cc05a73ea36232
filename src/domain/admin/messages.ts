/** Administration's refusals (issue 22) in both languages, merged into the server's message catalog. */
export const ADMIN_MESSAGES = {
  adNoPermission: { zh: '没有该功能的权限，请联系管理员', en: 'You no longer have access to this function: ask your administrator' },
  adMenuNotHeld: { zh: '没有该菜单的权限，请联系管理员', en: 'You do not have access to this menu: ask your administrator' },
  adRoleNameTaken: { zh: '角色名称已存在', en: 'A role with this name already exists' },
  adRoleInUse: { zh: '该角色仍有{count}个账号在使用，不能删除', en: '{count} accounts still use this role: it cannot be deleted' },
  adAppCodeInvalid: { zh: '应用类型不正确', en: 'The app type is not valid' },
  adMenuInvalid: { zh: '菜单不存在', en: 'The menu does not exist' },
  adButtonInvalid: { zh: '按钮权限{code}不属于该菜单', en: 'Button code {code} is not one of this menu' },
  adMenuPathInvalid: { zh: '菜单路径不在路由目录中', en: 'The menu path is not a route of the catalog' },
  adMenuParentInvalid: { zh: '上级菜单不正确', en: 'The parent menu is not valid' },
  adMenuSeeded: { zh: '系统菜单不能删除，可设为隐藏', en: 'A system menu cannot be deleted: hide it instead' },
  adMenuHasChildren: { zh: '该菜单下还有子菜单，不能删除', en: 'This menu still has entries under it: it cannot be deleted' },
  adPlatformOnly: { zh: '仅平台管理员可操作', en: 'Only the platform administrator can do this' },
  adDateRangeInvalid: { zh: '开始时间不能晚于结束时间', en: 'The start cannot be after the end' },
} as const;
