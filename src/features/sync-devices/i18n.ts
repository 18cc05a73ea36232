/** Strings of the dispatchers' device sync screen (/saas/sync/devices). */
export const en = {
  syncDevices: {
    title: 'Device sync',
    hint: 'Each device reports its unsent work over the real-time connection. Amber: unsent for over an hour; red: entries the server refused.',
    onlyUnsynced: 'Only devices with unsent work',
    refresh: 'Refresh',
    empty: 'No device has reported yet',
    emptyUnsynced: 'Every device has sent all its work',
    loadFailed: 'The device list could not be loaded',
    thisDevice: 'this device',
    online: 'Online',
    offline: 'Offline',
    nothingUnsent: '—',
    columns: {
      user: 'User',
      device: 'Device',
      pending: 'Pending',
      failed: 'Failed',
      oldest: 'Oldest unsent',
      lastSeen: 'Last seen',
      online: 'Connection',
    },
  },
};

export const zh = {
  syncDevices: {
    title: '设备同步状态',
    hint: '各设备通过实时连接上报未同步的数据。黄色：超过 1 小时未同步；红色：有被服务器拒绝的记录。',
    onlyUnsynced: '只看有未同步数据的设备',
    refresh: '刷新',
    empty: '还没有设备上报',
    emptyUnsynced: '所有设备的数据都已同步',
    loadFailed: '设备列表加载失败',
    thisDevice: '本机',
    online: '在线',
    offline: '离线',
    nothingUnsent: '—',
    columns: {
      user: '用户',
      device: '设备',
      pending: '待同步',
      failed: '失败',
      oldest: '最早未同步',
      lastSeen: '最后在线',
      online: '连接',
    },
  },
};
