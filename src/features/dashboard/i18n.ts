/** Strings of the dashboard /saas/dashboard/index: order counts per status. */

export const en = {
  dashboard: {
    title: 'Orders by status',
    subtitle: 'Live counts of your orders at each stage. Click a card to open the list.',
    total: 'All orders',
    refresh: 'Refresh',
    loadFailed: 'Could not load the order statistics.',
    retry: 'Retry',
    empty: 'No orders yet.',
    share: '{{percent}}% of all',
    status: {
      DRAFT: 'Draft',
      PENDING_REVIEW: 'Pending review',
      TO_RECEIVE: 'To receive',
      IN_WAREHOUSE: 'In warehouse',
      OUT_WAREHOUSE: 'Out of warehouse',
      TO_ASSIGN: 'To assign',
      TO_APPOINT: 'To appoint',
      TO_SIGN: 'To sign',
      TO_REVISIT: 'To revisit',
      ABNORMAL: 'Abnormal',
      ARCHIVED: 'Archived',
      INTERCEPTED: 'Intercepted',
      RECYCLED: 'Recycle bin',
    },
  },
};

export const zh: typeof en = {
  dashboard: {
    title: '订单状态统计',
    subtitle: '各环节订单数量实时统计，点击卡片查看订单列表。',
    total: '全部订单',
    refresh: '刷新',
    loadFailed: '订单统计加载失败。',
    retry: '重试',
    empty: '暂无订单。',
    share: '占比 {{percent}}%',
    status: {
      DRAFT: '草稿',
      PENDING_REVIEW: '待审核',
      TO_RECEIVE: '待收货',
      IN_WAREHOUSE: '在库',
      OUT_WAREHOUSE: '已出库',
      TO_ASSIGN: '待分配',
      TO_APPOINT: '待预约',
      TO_SIGN: '待签收',
      TO_REVISIT: '待回访',
      ABNORMAL: '异常',
      ARCHIVED: '已归档',
      INTERCEPTED: '已拦截',
      RECYCLED: '回收站',
    },
  },
};
