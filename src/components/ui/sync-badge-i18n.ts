/** Strings of the navbar's sync badge. */
export const en = {
  ui: {
    syncBadge: {
      label: 'Sync centre: {{count}} not sent yet',
      allSent: 'Sync centre: everything is sent',
      pausedAuth: 'Sync centre: sign in again to send {{count}} entries',
    },
  },
};
export const zh: typeof en = {
  ui: {
    syncBadge: {
      label: '同步中心：{{count}} 条尚未发送',
      allSent: '同步中心：全部已发送',
      pausedAuth: '同步中心：重新登录后发送 {{count}} 条操作',
    },
  },
};
