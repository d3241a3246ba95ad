import { afterEach, describe, expect, it } from 'vitest';
import {
  hashPassword,
  PASSWORD_COST_LOG2,
  setPasswordCost,
  verifyAgainstDummy,
  verifyPassword,
} from './password';

afterEach(() => setPasswordCost(PASSWORD_COST_LOG2));

/** The cost a stored hash records: `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`. */
const costOf = (hash: string) => Number(hash.split('$')[1]);

// scrypt at N = 2^16 takes a tenth of a second alone, but seconds on a 2-core machine busy with other suites.
describe('password hashes', { timeout: 60_000 }, () => {
  it('are salted scrypt at N = 2^16 by default, and check the right password only', async () => {
    const hash = await hashPassword('Demo@2026');
    expect(hash).toMatch(/^scrypt\$16\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(hash).not.toBe(await hashPassword('Demo@2026'));
    expect(await verifyPassword('Demo@2026', hash)).toBe(true);
    expect(await verifyPassword('Demo@2027', hash)).toBe(false);
  });

  it('are made at the configured cost, and a stored hash is checked at the cost it records', async () => {
    const strong = await hashPassword('Demo@2026');
    setPasswordCost(10);
    const cheap = await hashPassword('Demo@2026');
    expect(costOf(cheap)).toBe(10);
    expect(await verifyPassword('Demo@2026', cheap)).toBe(true);
    // Lowering the cost changes no stored hash: the strong one still checks at 2^16.
    expect(costOf(strong)).toBe(16);
    expect(await verifyPassword('Demo@2026', strong)).toBe(true);
    expect(await verifyAgainstDummy('Demo@2026')).toBe(false);
  });

  it('refuse a stored value that is not a scrypt hash', async () => {
    expect(await verifyPassword('x', 'bcrypt$10$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
