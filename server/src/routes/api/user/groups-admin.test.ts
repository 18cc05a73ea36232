import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../test-app';

const t = withTestApp();
const s = t.signIn('servicer');
const s2 = t.signIn('servicer2');

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, session = s) =>
  t.app.inject({ method, url: `/api${url}`, headers: session.headers, ...(payload ? { payload } : {}) });

interface Node {
  id: number;
  name: string;
  users: number;
  children: Node[];
}
const find = (nodes: Node[], id: number): Node | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const c = find(n.children, id);
    if (c) return c;
  }
};

describe('department tree editing', () => {
  it('adds a top-level department and a child, renames and deletes them', async () => {
    const top = await req('POST', '/user/group/create', { pid: 0, name: '华北事业部' });
    expect(top.statusCode, top.body).toBe(200);
    const topId = top.json().data.id;
    const child = (await req('POST', '/user/group/create', { pid: topId, name: '北京分部' })).json().data;
    expect(child).toMatchObject({ pid: topId, name: '北京分部' });
    let tree: Node[] = (await req('GET', '/user/group/admin_tree')).json().data.list;
    expect(find(tree, topId)!.children.map((c) => c.name)).toEqual(['北京分部']);
    // the public tree (pickers) sees it too
    expect(find((await req('GET', '/user/group/tree')).json().data.list, child.id)).toBeTruthy();

    expect((await req('PUT', `/user/group/item/${child.id}`, { name: '北京一部' })).statusCode).toBe(200);
    tree = (await req('GET', '/user/group/admin_tree')).json().data.list;
    expect(find(tree, child.id)!.name).toBe('北京一部');

    const refused = await req('DELETE', `/user/group/item/${topId}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('该部门下还有子部门，不能删除');
    expect((await req('DELETE', `/user/group/item/${child.id}`)).statusCode).toBe(200);
    expect((await req('DELETE', `/user/group/item/${topId}`)).statusCode).toBe(200);
    expect(find((await req('GET', '/user/group/admin_tree')).json().data.list, topId)).toBeUndefined();
  });

  it('refuses deleting a department that still has users, with member counts in the tree', async () => {
    const tree: Node[] = (await req('GET', '/user/group/admin_tree')).json().data.list;
    const east = tree[0];
    expect(east.users).toBeGreaterThan(0);
    const leaf = (await req('POST', '/user/group/create', { pid: 0, name: '有人的部门' })).json().data;
    const roles = (await req('GET', '/user/sub_user/roles')).json().data.list;
    const sub = await req('POST', '/user/sub_user/create', { nickname: '成员', username: `member_${Date.now() % 100000}`, phone: '13911112222', password: 'abc123', confirm_password: 'abc123', role_id: roles[0].id, group_ids: [leaf.id] });
    expect(sub.statusCode, sub.body).toBe(200);
    const res = await req('DELETE', `/user/group/item/${leaf.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('该部门下还有1个账号，不能删除');
  });

  it('validates names: required, length, unique among siblings, parent must exist', async () => {
    expect((await req('POST', '/user/group/create', { pid: 0, name: '' })).json().msg).toBe('name：必填');
    expect((await req('POST', '/user/group/create', { pid: 0, name: '长'.repeat(21) })).json().msg).toBe('name：长度不能超过20');
    expect((await req('POST', '/user/group/create', { pid: 0, name: '华东事业部' })).json().msg).toBe('同级部门名称已存在');
    expect((await req('POST', '/user/group/create', { pid: 99999999, name: '孤儿' })).json().msg).toBe('上级部门不存在');
    const tree: Node[] = (await req('GET', '/user/group/admin_tree')).json().data.list;
    const [a, b] = tree;
    expect((await req('PUT', `/user/group/item/${b.id}`, { name: a.name })).json().msg).toBe('同级部门名称已存在');
  });

  it('keeps companies apart and is for main accounts only', async () => {
    const own = (await req('GET', '/user/group/admin_tree')).json().data.list[0].id;
    expect((await req('PUT', `/user/group/item/${own}`, { name: 'x' }, s2)).statusCode).toBe(404);
    expect((await req('DELETE', `/user/group/item/${own}`, undefined, s2)).statusCode).toBe(404);
    expect((await req('POST', '/user/group/create', { pid: own, name: '偷偷加' }, s2)).json().msg).toBe('上级部门不存在');
    const finance = await t.login('finance');
    const res = await req('POST', '/user/group/create', { pid: 0, name: '财务部' }, finance);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('仅主账号可以操作');
    expect((await req('GET', '/user/group/admin_tree', undefined, finance)).statusCode).toBe(403);
  });
});
