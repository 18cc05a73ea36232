/** Room names and what each socket carries: every socket joins its company's room and its user's room. */
import type { TokenPayload } from '../../../src/domain/auth';

export const companyRoom = (companyId: number) => `company:${companyId}`;
export const userRoom = (userId: number) => `user:${userId}`;

export interface SocketData {
  user: TokenPayload;
  lang: 'zh' | 'en';
  /** set by the device's first sync report */
  deviceId?: string;
}
