import { describe, expect, it } from 'vitest';
import { resources } from './i18n-resources';

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}

describe('i18n catalogs', () => {
  const en = flatten(resources.en);
  const zh = flatten(resources.zh);

  it('en and zh have exactly the same keys', () => {
    expect(Object.keys(zh).filter((k) => !(k in en))).toEqual([]);
    expect(Object.keys(en).filter((k) => !(k in zh))).toEqual([]);
  });

  it('has no empty strings', () => {
    expect(Object.entries(en).filter(([, v]) => !v.trim())).toEqual([]);
    expect(Object.entries(zh).filter(([, v]) => !v.trim())).toEqual([]);
  });

  it('carries the spec strings verbatim in zh', () => {
    const values = new Set(Object.values(zh));
    for (const s of [
      '天啊~服务器开小差了，稍后重试',
      '请勿重复提交',
      '系统维护中',
      '系统例行维护',
      '访问失败：请检查网络',
      '登录已过期',
      '请重新登录',
      '收件人/电话、订单号',
      '请选择你当前的事业部',
      '请选择事业部',
      '试用期已到期',
      '切换成功',
      '手机号格式不正确',
    ]) {
      expect(values.has(s), s).toBe(true);
    }
  });
});
