import { describe, expect, it } from 'vitest';
import { decimalToUnits, productBody, unitsToDecimal } from './products';

describe('product weight and volume', () => {
  it('reads kg and m³ from their digits, exactly, and writes them back', () => {
    expect(decimalToUnits('85.125', 3)).toBe(85125);
    expect(decimalToUnits('1.005', 3)).toBe(1005);
    expect(decimalToUnits(0.1, 4)).toBe(1000);
    expect(decimalToUnits('1.0005', 3)).toBeNull();
    expect(decimalToUnits('1e3', 3)).toBeNull();
    expect(unitsToDecimal(85125, 3)).toBe('85.125');
    expect(unitsToDecimal(1200, 3)).toBe('1.2');
    expect(unitsToDecimal(5000, 4)).toBe('0.5');
  });

  it('parses a product body to grams and cm³ and refuses a bad figure', () => {
    const ok = productBody.parse({ name: '沙发', category_code: 'A', package: 1, weight_kg: '12.5', volume_m3: '0.35' });
    expect(ok).toMatchObject({ weight_kg: 12500, volume_m3: 350000 });
    expect(productBody.parse({ name: '沙发', category_code: 'A', package: 1 })).toMatchObject({ weight_kg: 0, volume_m3: 0 });
    expect(productBody.safeParse({ name: '沙发', category_code: 'A', package: 1, weight_kg: '100000.001' }).success).toBe(false);
    expect(productBody.safeParse({ name: '沙发', category_code: 'A', package: 1, volume_m3: [1] }).success).toBe(false);
  });
});
