import { describe, expect, it } from 'vitest';
import { phoneSystemOf } from '@/features/phone-setup/utils/phone-system';

describe('phoneSystemOf', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 0, 'ios'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15',
      5,
      'ios',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15',
      0,
      'android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      5,
      'android',
    ],
  ])('%s (%i touch points) → %s', (userAgent, touchPoints, expected) => {
    expect(phoneSystemOf(userAgent, touchPoints)).toBe(expected);
  });
});
