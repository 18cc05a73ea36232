/** Server messages of the rule-bearing basic data (time limits, blind areas, sorting) and of contracts and lines. */
export const RULES_MESSAGES = {
  areaBanned: { zh: '该地区暂不收货', en: 'Deliveries to this area are not accepted at the moment' },
  areaUnknown: { zh: '{field}：地区不存在', en: '{field}: no such area' },
  timeLimitAreaExists: { zh: '该地区的时效已存在', en: 'This area already has its own time limits' },
  ticketTimeLimitExists: { zh: '该工单类型的时效已存在', en: 'This ticket type already has a time limit' },
  townKeywordExists: { zh: '该乡镇关键字已存在', en: 'This town keyword already exists' },
  contractNoExists: { zh: '合同编号已存在', en: 'A contract with this number already exists' },
  contractDatesOrder: { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  settlementMethodUnknown: { zh: '结算方式不存在', en: 'No such settlement method' },
  lineNameExists: { zh: '线路名称已存在', en: 'A line with this name already exists' },
  sameStations: { zh: '起点站和终点站不能相同', en: 'The start and end stations must differ' },
} as const;
