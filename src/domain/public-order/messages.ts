/** The server's refusals on the public order pages (merged into server-messages.ts). */
import { TRACK_WINDOW_MINUTES } from './api';

export const PUBLIC_ORDER_MESSAGES = {
  trackNotFound: { zh: '订单号或手机号后四位不正确', en: 'The order number or the last four digits of the phone do not match' },
  trackThrottled: {
    zh: `查询过于频繁，请${TRACK_WINDOW_MINUTES}分钟后再试`,
    en: `Too many lookups, try again in ${TRACK_WINDOW_MINUTES} minutes`,
  },
  tel4Format: { zh: '请输入收件人手机号后四位', en: 'Enter the last four digits of the receiver\'s phone' },
  attachmentLinkInvalid: { zh: '链接无效', en: 'This link is not valid' },
  attachmentLinkExpired: { zh: '链接已过期，请联系服务商重新获取', en: 'This link has expired: ask the servicer for a new one' },
} as const;

/** timeline steps that are not lifecycle actions (order-messages.ts names those); any other step shows its status only */
export const TRACK_STEP_LABELS: Record<string, { zh: string; en: string }> = {
  create: { zh: '下单', en: 'Order placed' },
  abnormal_register: { zh: '登记异常', en: 'Exception registered' },
};
