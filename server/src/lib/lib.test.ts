import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, serverMessage } from '../../../src/domain/server-messages';
import { hashPassword, PASSWORD_HASH_RE, verifyPassword } from './passwords';
import { addDays, expiryFlags, leftDays } from './subscription';
import { tokenFromHeaders } from './tokens';
import { validationMessage } from './validation-message';

describe('passwords', () => {
  it('hashes with a per-user salt and verifies', async () => {
    const a = await hashPassword('secret123');
    const b = await hashPassword('secret123');
    expect(a).toMatch(PASSWORD_HASH_RE);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret123', a)).toBe(true);
    expect(await verifyPassword('secret124', a)).toBe(false);
    expect(await verifyPassword('secret123', 'plain-text')).toBe(false);
  });
});

describe('messages', () => {
  it('picks zh for Chinese Accept-Language, en otherwise', () => {
    expect(langFromAcceptLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(langFromAcceptLanguage('zh-TW')).toBe('zh');
    expect(langFromAcceptLanguage('en-US,zh;q=0.5')).toBe('en');
    expect(langFromAcceptLanguage(undefined)).toBe('en');
    expect(serverMessage('zh', 'sessionExpired')).toBe('登录已过期');
    expect(serverMessage('en', 'tooManyAttempts', { minutes: 5 })).toContain('5 minutes');
  });

  it('names every failing field', () => {
    const issues = [
      { keyword: 'invalid_type', instancePath: '/username', message: 'Invalid input: expected string, received undefined', params: { expected: 'string' } },
      { keyword: 'too_big', instancePath: '/items/0/name', message: '', params: { origin: 'string', maximum: 10 } },
      { keyword: 'unrecognized_keys', instancePath: '', message: '', params: { keys: ['extra'] } },
    ];
    expect(validationMessage('en', issues)).toBe('username: required; items.0.name: must be at most 10 characters; extra: is not an accepted field');
    expect(validationMessage('zh', issues.slice(0, 1))).toBe('username：必填');
    expect(validationMessage('en', [{ keyword: 'invalid_type', instancePath: '', message: 'received undefined', params: {} }], 'body')).toBe('body: required');
  });
});

describe('subscription days', () => {
  it('counts whole days in China time', () => {
    const now = new Date('2025-03-10T20:00:00Z'); // 2025-03-11 04:00 in Shanghai
    expect(leftDays('2025-03-11', now)).toBe(0);
    expect(leftDays('2025-03-26', now)).toBe(15);
    expect(leftDays('2025-03-10', now)).toBe(-1);
    expect(addDays('2025-02-27', 2)).toBe('2025-03-01');
    expect(expiryFlags(0)).toEqual({ is_expired: false, is_show: true });
    expect(expiryFlags(-1)).toEqual({ is_expired: true, is_show: false });
    expect(expiryFlags(31)).toEqual({ is_expired: false, is_show: false });
  });
});

describe('token headers', () => {
  it('reads X-Token, token or a Bearer authorization', () => {
    expect(tokenFromHeaders({ 'x-token': 'abc' })).toBe('abc');
    expect(tokenFromHeaders({ token: 'Bearer abc' })).toBe('abc');
    expect(tokenFromHeaders({ authorization: 'Bearer xyz' })).toBe('xyz');
    expect(tokenFromHeaders({ 'x-token': '  ' })).toBeNull();
  });
});
