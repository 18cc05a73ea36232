/** Server messages of the account calls (issue 23): the users service, subscriptions and renewals, merchants. */
export const ACCOUNT_MESSAGES = {
  subAccountLimit: { zh: '子账号数量已达上限（{limit}个）', en: 'The sub-account limit ({limit}) has been reached' },
  subscriptionRange: { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  renewalHandled: { zh: '该续费申请已处理', en: 'This renewal request has already been handled' },
  renewalPending: { zh: '已有待处理的续费申请', en: 'A renewal request is already waiting' },
  consignorRequired: { zh: '请选择货主', en: 'Choose a consignor' },
  productCodeUnknown: { zh: '商品编码不存在', en: 'No product has this code' },
} as const;
