import { describe, expect, it } from 'vitest';
import { formatYuan, formatYuanMills } from '@/lib/money';

describe('amounts with the yuan sign', () => {
  it('writes the minus before the sign: -¥5.00, never ¥-5.00', () => {
    expect(formatYuan('-5.00')).toBe('-¥5.00');
    expect(formatYuan('-1234.5')).toBe('-¥1,234.50');
    expect(formatYuan('-0.125')).toBe('-¥0.125');
    expect(formatYuanMills(-5000)).toBe('-¥5.00');
    expect(formatYuanMills(-1234567n)).toBe('-¥1,234.567');
  });

  it('writes zero and positive amounts with the sign alone, and a hidden amount as a dash', () => {
    expect(formatYuan('27.60')).toBe('¥27.60');
    expect(formatYuan('-0.00')).toBe('¥0.00');
    expect(formatYuanMills(0)).toBe('¥0.00');
    expect(formatYuan(null)).toBe('—');
  });
});
