/** Response schemas of the session endpoints, tied to the shared types of src/domain/auth.ts. */
import { z } from 'zod';
import type { LoginResult, MenuItem, TokenPayload, UserInfo } from '../../../src/domain/auth';
import { APP_CODES } from '../../../src/domain/variants';

const mainTypes = ['admin', 'servicer', 'consignor', 'delivery', 'driver'] as const;

export const tokenPayloadSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string(),
  app_code: z.enum(APP_CODES as [TokenPayload['app_code'], ...TokenPayload['app_code'][]]),
  main_type: z.enum(mainTypes),
  servicer_id: z.number().int().nullable(),
  subscribe_version: z.string(),
  main_user_id: z.number().int(),
  main_name: z.string(),
  main_phone: z.string(),
  resource_id: z.number().int().nullable(),
  company_id: z.number().int(),
  group_id: z.number().int().nullable(),
  group_name: z.string(),
  is_main: z.boolean(),
}) satisfies z.ZodType<TokenPayload>;

export const userInfoSchema = tokenPayloadSchema.extend({
  company_name: z.string(),
  edition_flags: z.number().int(),
  last_login_at: z.string().nullable(),
  avatar_fileid: z.string().nullable(),
  avatar_url: z.string().nullable(),
}) satisfies z.ZodType<UserInfo>;

export const loginResultSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  user: userInfoSchema,
}) satisfies z.ZodType<LoginResult>;

export const menuItemSchema = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  path: z.string(),
  name: z.string(),
  is_hidden: z.boolean(),
  icon: z.string(),
  sort: z.number().int(),
  menu_element_list: z.array(z.object({ code: z.string() })),
  menu_opration_list: z.array(z.object({ code: z.string() })),
}) satisfies z.ZodType<MenuItem>;
