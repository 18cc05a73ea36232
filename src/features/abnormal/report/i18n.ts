/** 异常报表 (issue 19): counts and amounts by type, responsible party, stage, period and handler. */
export const zh = {
  abnormalReport: {
    period: '统计周期',
    periods: { day: '按日', week: '按周', month: '按月' },
    search: '查询',
    dimension: '分组',
    dimensions: { type: '异常类型', responsible: '责任方', stage: '发现环节', handler: '处理组', period: '周期' },
    total: '异常总数',
    open: '未完结',
    outlay: '支出',
    income: '收入',
    postedOutlay: '已入账支出',
    postedIncome: '已入账收入',
    count: '数量',
    name: '名称',
    chartTitle: '异常数量趋势',
    chartCount: '登记数',
    chartOpen: '未完结',
    empty: '所选时间内没有异常记录',
  },
};

export const en: typeof zh = {
  abnormalReport: {
    period: 'Period',
    periods: { day: 'By day', week: 'By week', month: 'By month' },
    search: 'Search',
    dimension: 'Group by',
    dimensions: { type: 'Type', responsible: 'Responsible party', stage: 'Stage found', handler: 'Handler group', period: 'Period' },
    total: 'Records',
    open: 'Open',
    outlay: 'Outlay',
    income: 'Income',
    postedOutlay: 'Posted outlay',
    postedIncome: 'Posted income',
    count: 'Records',
    name: 'Name',
    chartTitle: 'Records over time',
    chartCount: 'Registered',
    chartOpen: 'Open',
    empty: 'No abnormal records in this range',
  },
};
