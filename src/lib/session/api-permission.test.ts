import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/domain/auth';
import { apiPermitted, heldFromMenu } from './api-permission';

const menu = (id: number, path: string, codes: string[] = []): MenuItem => ({
  id,
  pid: 0,
  path,
  name: path,
  is_hidden: false,
  icon: '',
  sort: id,
  menu_element_list: [],
  menu_opration_list: codes.map((code) => ({ code })),
});

describe('apiPermitted (the server’s permits() over the user’s menus)', () => {
  const abnormalOnly = [menu(1, '/saas/abnormal/register'), menu(2, '/saas/abnormal/index')];
  const withBasic = [...abnormalOnly, menu(3, '/saas/basic/abnormal/index')];

  it('adding an abnormal type needs a basic-data menu; reading the types does not', () => {
    expect(apiPermitted(abnormalOnly, '/user/basic/abnormal-types', 'POST')).toBe(false);
    expect(apiPermitted(withBasic, '/user/basic/abnormal-types', 'POST')).toBe(true);
    expect(apiPermitted(abnormalOnly, '/user/basic/abnormal-types', 'GET')).toBe(true);
  });

  it('a call every signed-in user may make is permitted without any menu', () => {
    expect(apiPermitted([], '/user/permission/check', 'GET')).toBe(true);
  });

  it('holds the paths and the button codes of the menus', () => {
    const held = heldFromMenu([menu(1, '/saas/order/index', ['ADD_NEW_DELIVERY_FOR_ORDERS'])]);
    expect(held.paths).toEqual(['/saas/order/index']);
    expect([...held.codes]).toEqual(['ADD_NEW_DELIVERY_FOR_ORDERS']);
  });
});
