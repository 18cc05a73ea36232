/**
 * Forms of the sub-account screens, with the limits the server checks (src/domain/organization.ts, auth.ts) and
 * the shared mobile validator. Messages are i18n keys, translated where shown, so the schemas test without i18n.
 */
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX } from '@/domain/auth';
import { SUB_NAME_MAX, USERNAME_MIN, USERNAME_RE } from '@/domain/organization';
import { isMobile, isSameValue } from '@/domain/validators';

export const SUB_ACCOUNT_LIMITS = { nameMax: SUB_NAME_MAX, usernameMin: USERNAME_MIN, usernameMax: USERNAME_MAX, min: PASSWORD_MIN, max: PASSWORD_MAX };

const nickname = z.string().trim().min(1, 'organization.errors.nameRequired').max(SUB_NAME_MAX, 'organization.errors.nameTooLong');
const phone = z.string().trim().min(1, 'organization.errors.phoneRequired').refine((v) => v === '' || isMobile(v), 'organization.errors.phoneFormat');
/** '' for none: the form's select holds strings */
const roleId = z.string();
const groupIds = z.array(z.string());

export const subAccountEditSchema = z.object({ nickname, phone, role_id: roleId, group_ids: groupIds });
export type SubAccountEditForm = z.infer<typeof subAccountEditSchema>;

export const passwordPairSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN, 'organization.errors.passwordMin').max(PASSWORD_MAX, 'organization.errors.passwordMax'),
    confirm_password: z.string().min(1, 'organization.errors.confirmRequired'),
  })
  .refine((v) => isSameValue(v.password, v.confirm_password), { path: ['confirm_password'], message: 'organization.errors.confirmMismatch' });
export type PasswordPairForm = z.infer<typeof passwordPairSchema>;

export const subAccountCreateSchema = z
  .object({
    nickname,
    phone,
    role_id: roleId,
    group_ids: groupIds,
    username: z
      .string()
      .trim()
      .min(1, 'organization.errors.usernameRequired')
      .refine((v) => v === '' || (v.length >= USERNAME_MIN && v.length <= USERNAME_MAX && USERNAME_RE.test(v)), 'organization.errors.usernameFormat'),
    password: z.string().min(PASSWORD_MIN, 'organization.errors.passwordMin').max(PASSWORD_MAX, 'organization.errors.passwordMax'),
    confirm_password: z.string().min(1, 'organization.errors.confirmRequired'),
  })
  .refine((v) => isSameValue(v.password, v.confirm_password), { path: ['confirm_password'], message: 'organization.errors.confirmMismatch' });
export type SubAccountCreateForm = z.infer<typeof subAccountCreateSchema>;

/** form values → request body */
export function toSubAccountBody(v: SubAccountEditForm) {
  return {
    nickname: v.nickname.trim(),
    phone: v.phone.trim(),
    role_id: v.role_id ? Number(v.role_id) : null,
    group_ids: v.group_ids.map(Number).filter((n) => Number.isInteger(n) && n > 0),
  };
}
