/** The company-info form: the server's limits (src/domain/organization.ts) and the shared phone validator. */
import { z } from 'zod';
import { COMPANY_MEMO_MAX, COMPANY_NAME_MAX, COMPANY_TEXT_MAX } from '@/domain/organization';
import { isPhoneOrLandline } from '@/domain/validators';

export const COMPANY_LIMITS = { nameMax: COMPANY_NAME_MAX, textMax: COMPANY_TEXT_MAX, memoMax: COMPANY_MEMO_MAX };

const text = (max: number) => z.string().trim().max(max, 'organization.errors.textTooLong');

export const companyInfoSchema = z.object({
  name: z.string().trim().min(1, 'organization.errors.companyNameRequired').max(COMPANY_NAME_MAX, 'organization.errors.companyNameTooLong'),
  contact_phone: z
    .string()
    .trim()
    .refine((v) => v === '' || isPhoneOrLandline(v), 'organization.errors.contactPhoneFormat'),
  contact_name: text(COMPANY_TEXT_MAX),
  address: text(COMPANY_TEXT_MAX),
  license_no: text(COMPANY_TEXT_MAX),
  memo: z.string().trim().max(COMPANY_MEMO_MAX, 'organization.errors.memoTooLong'),
});
export type CompanyInfoForm = z.infer<typeof companyInfoSchema>;

export const groupNameSchema = (max: number) =>
  z.object({ name: z.string().trim().min(1, 'organization.errors.groupNameRequired').max(max, 'organization.errors.groupNameTooLong') });
