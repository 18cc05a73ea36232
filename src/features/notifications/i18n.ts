/** Strings of the message centre (/saas/message/index). */
export const en = {
  messages: {
    title: 'Messages',
    hint: 'Every notification you received. Click one to open what it is about.',
    tabs: { all: 'All', unread: 'Unread', read: 'Read' },
    type: { label: 'Type', all: 'All types', chat: 'Message', alert: 'Alert', system: 'System' },
    columns: { status: 'Status', type: 'Type', title: 'Title', message: 'Content', time: 'Received', action: 'Action' },
    unread: 'Unread',
    read: 'Read',
    open: 'Open',
    download: 'Download',
    filePrefix: 'file',
    markRead: 'Mark as read',
    markAllRead: 'Mark all as read',
    empty: 'No notifications',
  },
};

export const zh = {
  messages: {
    title: '消息中心',
    hint: '您收到的全部消息，点击可打开相关页面或文件。',
    tabs: { all: '全部', unread: '未读', read: '已读' },
    type: { label: '类型', all: '全部类型', chat: '消息', alert: '提醒', system: '系统' },
    columns: { status: '状态', type: '类型', title: '标题', message: '内容', time: '接收时间', action: '操作' },
    unread: '未读',
    read: '已读',
    open: '打开',
    download: '下载',
    filePrefix: '文件',
    markRead: '标为已读',
    markAllRead: '全部已读',
    empty: '暂无消息',
  },
};
