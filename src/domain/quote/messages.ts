/** Quotes' words in both languages: the refusals of rows, versions and cards (msg) both sides show. Add keys here. */

export const QUOTE_MESSAGES = {
  qtCents: { zh: '金额最多两位小数', en: 'Amounts have at most 2 decimals' },
  qtNegative: { zh: '不能为负数', en: 'It cannot be negative' },
  qtTooBig: { zh: '数值过大', en: 'The figure is too large' },
  qtQuantityInt: { zh: '数量必须是整数', en: 'The quantity must be a whole number' },
  qtAreaCode: { zh: '地区编码不正确', en: 'The area code is not valid' },
  qtZoneGap: { zh: '请先选择上级地区', en: 'Choose the higher-level area first' },
  qtRouteEmpty: { zh: '请选择线路或目的地', en: 'Choose a line or a destination' },
  qtZoneType: { zh: '该报价类型不能使用此区域', en: 'This kind of quote cannot use that zone' },
  qtTierEmpty: { zh: '区间上限必须大于下限', en: 'The tier’s upper bound must exceed its lower bound' },
  qtStepRequired: { zh: '请填写续重/续件单位', en: 'Give the additional-unit step' },
  qtOrderFlat: { zh: '按单计费只能使用固定价', en: 'A per-order price must be a flat price' },
  qtOverDistanceRule: { zh: '请填写超区关键词或覆盖半径', en: 'Give the over-distance keywords or the covered radius' },
  qtHolidayDates: { zh: '请选择节假日日期', en: 'Choose the holiday dates' },
  qtHeavyWeight: { zh: '请填写单件重量下限', en: 'Give the single-piece weight from which it applies' },
  qtRatioOfRequired: { zh: '请选择计费基数的费用项', en: 'Choose the fees it is a percentage of' },
  qtRatioOfRatio: { zh: '比例费用不能以比例费用为基数', en: 'A ratio fee cannot be a percentage of another ratio fee' },
  qtFeeCode: { zh: '费用项不存在', en: 'The fee does not exist' },
  qtPercent: { zh: '比例必须为大于0的整数基点（1% = 100）', en: 'The percentage must be a positive number of basis points (1% = 100)' },
  qtCapBelowMin: { zh: '封顶金额不能低于最低收费', en: 'The cap cannot be below the minimum charge' },
  qtTooManyRows: { zh: '一个版本最多5000行', en: 'A version has at most 5000 rows' },
  qtDate: { zh: '日期格式不正确', en: 'The date is not valid' },
  qtNameRequired: { zh: '请填写名称', en: 'Give a name' },
  qtNameTooLong: { zh: '名称最多50个字', en: 'The name has at most 50 characters' },
  qtConsignorsRequired: { zh: '请选择商家', en: 'Choose the consignors' },
  qtAdjustRange: { zh: '调整比例超出范围（-50% ~ +500%）', en: 'The adjustment must be between −50% and +500%' },
  qtRepriceFilterRequired: { zh: '请选择订单或筛选条件', en: 'Choose orders or a filter' },
  qtCompanyRequired: { zh: '链接无效', en: 'The link is not valid' },
} as const;

export type QuoteMessageKey = keyof typeof QUOTE_MESSAGES;
