/** Forms of My account: profile (nickname, mobile 1[3-9]\d{9}) and password change (min 6, confirmed). */
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/domain/auth';
import { MOBILE_RE } from '@/domain/validators';

export const NICKNAME_MAX = 32;

/** Messages are i18n keys (translated where shown), so the schemas stay testable without i18n. */
export const profileSchema = z.object({
  nickname: z.string().trim().min(1, 'account.errors.nicknameRequired').max(NICKNAME_MAX, 'account.errors.nicknameTooLong'),
  phone: z.string().trim().min(1, 'account.errors.phoneRequired').regex(MOBILE_RE, 'account.errors.phoneFormat'),
});
export type ProfileForm = z.infer<typeof profileSchema>;

export const passwordSchema = z
  .object({
    old_password: z.string().min(1, 'account.errors.oldPasswordRequired'),
    new_password: z.string().min(PASSWORD_MIN, 'account.errors.passwordMin').max(PASSWORD_MAX, 'account.errors.passwordMax'),
    confirm_password: z.string(),
  })
  .refine((v) => v.confirm_password === v.new_password, { path: ['confirm_password'], message: 'account.errors.confirmMismatch' })
  .refine((v) => !v.old_password || v.new_password !== v.old_password, { path: ['new_password'], message: 'account.errors.passwordSame' });
export type PasswordForm = z.infer<typeof passwordSchema>;

export const PASSWORD_LIMITS = { min: PASSWORD_MIN, max: PASSWORD_MAX };
