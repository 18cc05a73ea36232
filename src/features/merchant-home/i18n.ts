/** Strings of the merchant home /saas/consignor/index (key `merchantHome`). */

export const en = {
  merchantHome: {
    title: 'Merchant home',
    servicer: 'Servicer: {{name}}',
    orders: 'My orders by status',
    total: 'All orders',
    noOrders: 'No orders yet',
    loadFailed: 'Could not load',
    exceptions: 'Open exceptions',
    noExceptions: 'No open exceptions',
    statements: 'Statements to confirm',
    noStatements: 'No statements waiting for you',
    articles: 'Articles',
    col: {
      abnormalNo: 'Exception no.',
      orderNo: 'Order no.',
      type: 'Type',
      status: 'Status',
      registeredAt: 'Registered',
      checkNo: 'Statement no.',
      period: 'Period',
      total: 'Amount',
      lines: 'Lines',
      sentAt: 'Sent',
    },
  },
};

export const zh: typeof en = {
  merchantHome: {
    title: '商家首页',
    servicer: '服务商：{{name}}',
    orders: '我的订单',
    total: '全部订单',
    noOrders: '暂无订单',
    loadFailed: '加载失败',
    exceptions: '待处理异常',
    noExceptions: '暂无待处理异常',
    statements: '待确认对账单',
    noStatements: '暂无待确认的对账单',
    articles: '文章',
    col: {
      abnormalNo: '异常单号',
      orderNo: '订单号',
      type: '异常类型',
      status: '状态',
      registeredAt: '登记时间',
      checkNo: '对账单号',
      period: '账期',
      total: '金额',
      lines: '明细数',
      sentAt: '发送时间',
    },
  },
};
