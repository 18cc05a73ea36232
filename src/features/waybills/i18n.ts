/** Strings of the waybill list /saas/waybill/all/index, plus the shared data table's strings. */
import * as dataTable from '@/components/ui/data-table/i18n';

export const en = {
  ...dataTable.en,
  waybills: {
    title: 'All waybills',
    tabs: { all: 'All', toReceive: 'To receive', inWarehouse: 'In warehouse', toAssign: 'To assign', toSign: 'To sign', abnormal: 'Abnormal' },
    filters: {
      nos: 'Order numbers',
      nosPlaceholder: 'Order nos, comma or space separated',
      endTel: 'Phone',
      unionEndContact: 'Contact / phone / address',
      status: 'Status',
      anyStatus: 'Any status',
      createdFrom: 'Created from',
      createdTo: 'Created to',
      created: 'Created',
      endArea: 'Destination area',
      anyArea: 'Any province / city / district',
      more: 'More filters',
      search: 'Search',
      reset: 'Reset',
    },
    exportPrefix: 'waybills',
    serverExport: 'Server export',
    backgroundExport: {
      label: 'Background export',
      hint: 'The file is made on the server; a notification brings it when ready',
      started: 'Export started: you will get a notification with the file when it is ready.',
    },
  },
};

export const zh: typeof en = {
  ...dataTable.zh,
  waybills: {
    title: '全部运单',
    tabs: { all: '全部', toReceive: '待收货', inWarehouse: '在库', toAssign: '待分配', toSign: '待签收', abnormal: '异常' },
    filters: {
      nos: '订单号',
      nosPlaceholder: '多个订单号用逗号或空格分隔',
      endTel: '收货电话',
      unionEndContact: '收件人/电话/地址',
      status: '状态',
      anyStatus: '全部状态',
      createdFrom: '创建开始日期',
      createdTo: '创建结束日期',
      created: '创建日期',
      endArea: '收货地区',
      anyArea: '全部省/市/区',
      more: '更多筛选',
      search: '查询',
      reset: '重置',
    },
    exportPrefix: '运单',
    serverExport: '服务端导出',
    backgroundExport: {
      label: '后台导出',
      hint: '文件在服务器上生成，完成后通过消息通知下载',
      started: '已开始后台导出，文件生成后将通过消息通知您下载。',
    },
  },
};
