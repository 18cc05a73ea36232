/** Room names and what each socket carries: every socket joins its company's, its user's and its session's room. */
import type { TokenPayload } from '../../../src/domain/auth';

export const companyRoom = (companyId: number) => `company:${companyId}`;
export const userRoom = (userId: number) => `user:${userId}`;
/** the sockets of one sign-in (a refresh-token family) */
export const sessionRoom = (familyId: string) => `session:${familyId}`;

export interface SocketData {
  user: TokenPayload;
  /** the session (refresh-token family) of the token it connected with; null for tokens without one */
  familyId: string | null;
  lang: 'zh' | 'en';
  /** set by the device's first sync report */
  deviceId?: string;
}
