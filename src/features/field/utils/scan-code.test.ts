import { describe, expect, it } from 'vitest';
import { parseScannedCode } from './scan-code';

describe('parseScannedCode', () => {
  it('takes a plain order number, typed with spaces or dashes', () => {
    expect(parseScannedCode('2251121000123')).toBe('2251121000123');
    expect(parseScannedCode('  2251121000123\n')).toBe('2251121000123');
    expect(parseScannedCode('2251-1210-00123')).toBe('2251121000123');
  });

  it('finds the number inside a URL (query or path) or a QR text', () => {
    expect(parseScannedCode('https://lading.example/track?order_no=2251121000123&x=1')).toBe('2251121000123');
    expect(parseScannedCode('https://lading.example/saas/order/detail/2251121000123')).toBe('2251121000123');
    expect(parseScannedCode('运单号:2251121000123 收货人:张三 13800138000')).toBe('2251121000123');
  });

  it('refuses what is not an order number', () => {
    expect(parseScannedCode('')).toBeNull();
    expect(parseScannedCode('12345')).toBeNull();
    expect(parseScannedCode('1251121000123')).toBeNull();
    expect(parseScannedCode('13800138000')).toBeNull();
    expect(parseScannedCode('https://lading.example/track?id=42')).toBeNull();
    expect(parseScannedCode('abc')).toBeNull();
  });
});
