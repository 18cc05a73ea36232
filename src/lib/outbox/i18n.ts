/** Strings of the outbox engine itself (key `outbox`): storage errors and the sign-in pause. */

export const en = {
  outbox: {
    errors: {
      quota: 'The device storage is full: this action was not saved. Free some space (or send queued work) and try again.',
      unavailable: 'Local storage is unavailable in this browser: this action was not saved.',
      signedOut: 'Not signed in: this action was not saved.',
    },
    pausedAuth: 'Sign in again to send the work waiting on this device.',
  },
};

export const zh: typeof en = {
  outbox: {
    errors: {
      quota: '设备存储空间已满，本次操作未保存。请释放空间（或先同步待发送的操作）后重试。',
      unavailable: '当前浏览器无法使用本地存储，本次操作未保存。',
      signedOut: '未登录，本次操作未保存。',
    },
    pausedAuth: '请重新登录，以发送本设备上待同步的操作。',
  },
};
