/**
 * Password hashes in the tests: scrypt at N = 2^10 instead of production's 2^16 (config.ts refuses less than
 * 2^16 in production). The same code runs; a sign-in's check costs about 7 ms instead of 300–700 ms on the
 * 2-core machine, and the suites sign in thousands of times. lib/password.unit.test.ts checks production's cost.
 */
export const TEST_PASSWORD_COST_LOG2 = 10;
