import { describe, expect, it } from 'vitest';
import { passwordSchema, profileSchema } from './account-schemas';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }, field: string) =>
  r.error?.issues.find((i) => i.path[0] === field)?.message;

describe('profile form', () => {
  it('accepts a nickname and a mobile 1[3-9]xxxxxxxxx', () => {
    expect(profileSchema.safeParse({ nickname: '小王', phone: '13800138000' }).success).toBe(true);
  });

  it('rejects a malformed mobile with 手机号格式不正确 key', () => {
    for (const phone of ['12800138000', '1380013800', '138001380001', 'abc']) {
      expect(firstMessage(profileSchema.safeParse({ nickname: 'a', phone }), 'phone')).toBe('account.errors.phoneFormat');
    }
  });

  it('requires a nickname', () => {
    expect(firstMessage(profileSchema.safeParse({ nickname: '  ', phone: '13800138000' }), 'nickname')).toBe('account.errors.nicknameRequired');
  });
});

describe('password form', () => {
  it('accepts a confirmed new password of at least 6 characters', () => {
    expect(passwordSchema.safeParse({ old_password: 'old123', new_password: 'new456', confirm_password: 'new456' }).success).toBe(true);
  });

  it('rejects short passwords, mismatched confirmation and an unchanged password', () => {
    expect(firstMessage(passwordSchema.safeParse({ old_password: 'x', new_password: '12345', confirm_password: '12345' }), 'new_password')).toBe(
      'account.errors.passwordMin',
    );
    expect(firstMessage(passwordSchema.safeParse({ old_password: 'x', new_password: '123456', confirm_password: '123457' }), 'confirm_password')).toBe(
      'account.errors.confirmMismatch',
    );
    expect(firstMessage(passwordSchema.safeParse({ old_password: '123456', new_password: '123456', confirm_password: '123456' }), 'new_password')).toBe(
      'account.errors.passwordSame',
    );
    expect(firstMessage(passwordSchema.safeParse({ old_password: '', new_password: '123456', confirm_password: '123456' }), 'old_password')).toBe(
      'account.errors.oldPasswordRequired',
    );
  });
});
