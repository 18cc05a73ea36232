import { describe, expect, it } from 'vitest';
import { hostLabel, resolveVariant } from './variants';

describe('variants', () => {
  it.each([
    ['oss.localhost', 'FMZY', 'admin'],
    ['da.example.com', 'DA', 'consignor'],
    ['psi.example.com', 'DA', 'consignor'],
    ['bang.localhost', 'BANG', 'servicer'],
    ['tms.example.com', 'BANG', 'servicer'],
    ['pai.localhost', 'PAI', 'delivery'],
    ['ds.example.com', 'PAI', 'delivery'],
    ['jiaxing.example.com', 'PAI', 'delivery'],
  ])('%s → %s', (host, appCode, userType) => {
    const r = resolveVariant(host);
    expect(r.known && r.variant.appCode).toBe(appCode);
    expect(r.known && r.variant.userType).toBe(userType);
  });

  it('falls back to BANG on localhost and IP addresses', () => {
    for (const host of ['localhost', '127.0.0.1', '10.0.0.5']) {
      const r = resolveVariant(host);
      expect(r.known && r.variant.appCode).toBe('BANG');
    }
    expect(hostLabel('localhost')).toBeNull();
  });

  it('reports unknown labels for the per-label config file', () => {
    expect(resolveVariant('acme.example.com')).toEqual({ known: false, label: 'acme' });
  });
});
