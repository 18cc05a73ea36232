/** Server messages of the ticket API (merged into server-messages.ts). */
export const TICKET_MESSAGES = {
  ticketWrongStatus: { zh: '工单当前状态为{status}，不能执行“{action}”', en: 'A ticket in status {status} cannot be given "{action}"' },
  ticketWrongRole: { zh: '你不是该工单的{role}，不能执行“{action}”', en: 'Only the ticket\'s {role} may do "{action}"' },
  ticketNeedsReason: { zh: '请填写原因', en: 'Please give a reason' },
  ticketNeedsFees: { zh: '请添加费用明细', en: 'Please add fee rows' },
  ticketHasFees: { zh: '工单有费用明细，需提交财务审核', en: 'The ticket has fee rows: submit it for finance review' },
  ticketNoFees: { zh: '至少需要一条费用明细', en: 'At least one fee row is required' },
  ticketNoReviewer: { zh: '请指定财务审核人', en: 'Please assign a finance reviewer' },
  ticketVersionConflict: { zh: '工单已被他人修改，请刷新后重试', en: 'The ticket was changed by someone else, reload and try again' },
  ticketInvalidPayload: { zh: '{msg}', en: '{msg}' },
  ticketUnknownSchema: { zh: '工单模板不存在', en: 'No such ticket schema' },
  ticketUnknownUser: { zh: '{field}不是本公司的用户', en: '{field} is not a user of your company' },
  ticketOrderInvalid: { zh: '请输入正确的系统订单号', en: 'Please enter a correct system order number' },
  ticketParentInvalid: { zh: '父工单不存在', en: 'The parent ticket does not exist' },
  ticketCommentEmpty: { zh: '请输入评论内容或上传图片', en: 'Please write a comment or attach an image' },
  ticketUnknownFile: { zh: '附件不存在', en: 'The attachment does not exist' },
  ticketFeesLocked: { zh: '当前阶段不可修改费用', en: 'Fees cannot be changed at this stage' },
} as const;
