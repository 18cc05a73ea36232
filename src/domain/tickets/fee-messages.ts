/** The fee-row messages of spec §5, zh verbatim, with English for the en catalog; rules return keys, not text. */

export const FEE_FIELD_LABELS = {
  direction: { zh: '方向', en: 'direction' },
  code: { zh: '费用项', en: 'fee item' },
  settle_target: { zh: '结算对象', en: 'settle target' },
  amount: { zh: '金额', en: 'amount' },
  settlement_method: { zh: '结算方式', en: 'settlement method' },
} as const;
export type FeeField = keyof typeof FEE_FIELD_LABELS;

export const FEE_MESSAGES = {
  required: { zh: '请选择或填写{field}', en: 'Please select or enter the {field}' },
  invalidNumber: { zh: '请输入有效数字', en: 'Please enter a valid number' },
  belowMin: { zh: '金额不能小于 {n}', en: 'The amount cannot be less than {n}' },
  aboveMax: { zh: '金额不能超过 {n}', en: 'The amount cannot exceed {n}' },
  methodNotAllowed: { zh: '可选结算方式为：{methods}', en: 'Allowed settlement methods: {methods}' },
  duplicateRow: { zh: '同一方向、结算对象和费用项的组合已存在', en: 'This combination of direction, settle target and fee item already exists' },
  atLeastOne: { zh: '至少需要一条费用明细', en: 'At least one fee row is required' },
  noDuplicates: { zh: '同一方向、结算对象和费用项组合不可重复', en: 'Direction, settle target and fee item combinations must not repeat' },
  // beyond the spec's list: values the chosen fee item or stage does not offer
  directionNotAllowed: { zh: '当前不可选择该方向', en: 'This direction is not allowed here' },
  codeNotAllowed: { zh: '该费用项不可用于此方向', en: 'This fee item is not available for this direction' },
  targetNotAllowed: { zh: '该结算对象不可用于此费用项', en: 'This settle target is not available for this fee item' },
  cannotAdd: { zh: '当前阶段不可新增费用', en: 'Fees cannot be added at this stage' },
  cannotEdit: { zh: '当前阶段不可修改费用', en: 'Fees cannot be changed at this stage' },
} as const;
export type FeeMessageKey = keyof typeof FEE_MESSAGES;

export interface FeeMessage {
  key: FeeMessageKey;
  params?: Record<string, string>;
}

export type FeeLang = 'zh' | 'en';

/** The text of a fee message; a {field} param names a FeeField and is translated too. */
export function feeMessageText(message: FeeMessage, lang: FeeLang): string {
  const params = { ...message.params };
  if (params.field && params.field in FEE_FIELD_LABELS) params.field = FEE_FIELD_LABELS[params.field as FeeField][lang];
  return FEE_MESSAGES[message.key][lang].replace(/\{(\w+)\}/g, (m, name: string) => params[name] ?? m);
}
