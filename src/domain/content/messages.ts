/** Content's refusals in both languages (the server's msg). */
export const CONTENT_MESSAGES = {
  ctTitleRequired: { zh: '请填写标题', en: 'Give a title' },
  ctTitleTooLong: { zh: '标题最多120个字', en: 'A title has at most 120 characters' },
  ctSummaryTooLong: { zh: '摘要最多300个字', en: 'A summary has at most 300 characters' },
  ctBodyTooLong: { zh: '正文过长', en: 'The text is too long' },
  ctBodyRequired: { zh: '请填写正文', en: 'Write the text' },
  ctArticleAction: { zh: '文章当前状态为{status}，不能{action}', en: 'The article is {status}: it cannot be {action}' },
  ctArticlePublished: { zh: '已发布的文章请先撤回再编辑', en: 'Withdraw a published article before editing it' },
  ctFenWhole: { zh: '金额须为整数分', en: 'Amounts are whole fen' },
  ctFenNegative: { zh: '金额不能为负数', en: 'The amount cannot be negative' },
  ctFenTooBig: { zh: '金额过大', en: 'The amount is too large' },
  ctPeriodRange: { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  ctPeriodTooLong: { zh: '统计周期最长一年', en: 'A period is at most one year' },
  ctHeadlineRequired: { zh: '请填写推荐语', en: 'Give a headline' },
  ctServicerInvalid: { zh: '服务商不存在', en: 'The servicer does not exist' },
  ctServicerRecommended: { zh: '该服务商已在推荐列表中', en: 'This servicer is already recommended' },
  ctFeeCode: { zh: '费用编码为大写字母、数字和下划线（2-32位）', en: 'A fee code is 2-32 capital letters, digits and underscores' },
  ctFeeNameRequired: { zh: '请填写费用名称', en: 'Give the fee a name' },
  ctFeeCodeTaken: { zh: '该版本已有此费用编码', en: 'This edition already has this fee code' },
  ctReasonRequired: { zh: '请填写驳回原因', en: 'Give the reason for rejecting' },
  ctRenewalHandled: { zh: '该续费申请已处理', en: 'This renewal request has been handled' },
} as const;

export const ARTICLE_STATUS_NAMES = {
  draft: { zh: '草稿', en: 'draft' },
  published: { zh: '已发布', en: 'published' },
  withdrawn: { zh: '已撤回', en: 'withdrawn' },
} as const;

export const ARTICLE_ACTION_NAMES = { publish: { zh: '发布', en: 'published' }, withdraw: { zh: '撤回', en: 'withdrawn' } } as const;
