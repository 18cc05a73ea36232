import { describe, expect, it } from 'vitest';
import { companyInfoSchema, groupNameSchema } from './company-schema';
import { parentIds, toTreeNodes } from './group-tree';
import { passwordPairSchema, subAccountCreateSchema, subAccountEditSchema, toSubAccountBody } from './sub-account-schema';

const valid = { nickname: '小王', phone: '13912345678', role_id: '3', group_ids: ['5'], username: 'xiaowang', password: 'secret1', confirm_password: 'secret1' };
const errors = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('sub-account create form', () => {
  it('accepts a valid account', () => {
    expect(subAccountCreateSchema.safeParse(valid).success).toBe(true);
  });

  it('gives a message per field', () => {
    expect(errors(subAccountCreateSchema.safeParse({ ...valid, nickname: '', username: '', phone: '', password: '', confirm_password: '' }))).toEqual({
      nickname: 'organization.errors.nameRequired',
      username: 'organization.errors.usernameRequired',
      phone: 'organization.errors.phoneRequired',
      password: 'organization.errors.passwordMin',
      confirm_password: 'organization.errors.confirmRequired',
    });
    expect(errors(subAccountCreateSchema.safeParse({ ...valid, nickname: '名'.repeat(21) }))).toEqual({ nickname: 'organization.errors.nameTooLong' });
    expect(errors(subAccountCreateSchema.safeParse({ ...valid, phone: '12345678901' }))).toEqual({ phone: 'organization.errors.phoneFormat' });
    expect(errors(subAccountCreateSchema.safeParse({ ...valid, username: 'ab' }))).toEqual({ username: 'organization.errors.usernameFormat' });
    expect(errors(subAccountCreateSchema.safeParse({ ...valid, username: '中文名字' }))).toEqual({ username: 'organization.errors.usernameFormat' });
    expect(errors(subAccountCreateSchema.safeParse({ ...valid, confirm_password: 'secret2' }))).toEqual({ confirm_password: 'organization.errors.confirmMismatch' });
    expect(errors(subAccountCreateSchema.safeParse({ ...valid, password: 'x'.repeat(65), confirm_password: 'x'.repeat(65) }))).toEqual({ password: 'organization.errors.passwordMax' });
  });

  it('edit form and password pair', () => {
    expect(subAccountEditSchema.safeParse({ nickname: ' 老李 ', phone: '13800001111', role_id: '', group_ids: [] }).success).toBe(true);
    expect(errors(passwordPairSchema.safeParse({ password: '123', confirm_password: '123' }))).toEqual({ password: 'organization.errors.passwordMin' });
    expect(errors(passwordPairSchema.safeParse({ password: '123456', confirm_password: '654321' }))).toEqual({ confirm_password: 'organization.errors.confirmMismatch' });
  });

  it('turns form values into the request body', () => {
    expect(toSubAccountBody({ nickname: ' 小王 ', phone: '13912345678 ', role_id: '', group_ids: ['5', '7'] })).toEqual({ nickname: '小王', phone: '13912345678', role_id: null, group_ids: [5, 7] });
    expect(toSubAccountBody({ nickname: 'a', phone: '13912345678', role_id: '3', group_ids: [] }).role_id).toBe(3);
  });
});

describe('company info and group name forms', () => {
  const company = { name: '示例物流', contact_phone: '021-68880000', contact_name: '', address: '', license_no: '', memo: '' };
  it('validates the company fields', () => {
    expect(companyInfoSchema.safeParse(company).success).toBe(true);
    expect(companyInfoSchema.safeParse({ ...company, contact_phone: '' }).success).toBe(true);
    expect(errors(companyInfoSchema.safeParse({ ...company, name: '' }))).toEqual({ name: 'organization.errors.companyNameRequired' });
    expect(errors(companyInfoSchema.safeParse({ ...company, contact_phone: 'abc' }))).toEqual({ contact_phone: 'organization.errors.contactPhoneFormat' });
    expect(errors(companyInfoSchema.safeParse({ ...company, memo: 'm'.repeat(321) }))).toEqual({ memo: 'organization.errors.memoTooLong' });
  });

  it('validates group names', () => {
    const schema = groupNameSchema(20);
    expect(errors(schema.safeParse({ name: '  ' }))).toEqual({ name: 'organization.errors.groupNameRequired' });
    expect(errors(schema.safeParse({ name: '长'.repeat(21) }))).toEqual({ name: 'organization.errors.groupNameTooLong' });
  });

  it('maps department trees for the tree select', () => {
    const tree = [{ id: 1, name: '华东', children: [{ id: 3, name: '上海', children: [] }] }, { id: 2, name: '华南', children: [] }];
    expect(toTreeNodes(tree)).toEqual([{ value: '1', label: '华东', children: [{ value: '3', label: '上海' }] }, { value: '2', label: '华南' }]);
    expect(parentIds(tree)).toEqual([1]);
  });
});
