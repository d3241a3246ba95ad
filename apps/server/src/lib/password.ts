import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Salted scrypt hashes, stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` so the cost can be raised later
 * without invalidating existing hashes. N = 2^16 costs about 120 ms and 64 MiB on the reference machine.
 */
export const PASSWORD_COST_LOG2 = 16;
/** The cost new hashes are made with: PASSWORD_COST_LOG2 of the configuration (app.ts sets it). */
let costLog2 = PASSWORD_COST_LOG2;
/** A hash of the current cost to check unknown mobiles against (verifyAgainstDummy). */
let dummyHash: Promise<string> | undefined;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function scryptOptions(log2N: number, r: number, p: number): ScryptOptions {
  return { N: 2 ** log2N, r, p, maxmem: 2 ** log2N * r * 256 };
}

/**
 * Sets the cost of the hashes made from now on. Only tests lower it (config.ts refuses a lower one in
 * production): a check costs as much as the hash it reads says, and thousands of test sign-ins at 2^16 took
 * minutes of the suite. A hash already stored keeps its own cost.
 */
export function setPasswordCost(log2: number) {
  costLog2 = log2;
  dummyHash = undefined;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, scryptOptions(costLog2, BLOCK_SIZE, PARALLELISM));
  return ['scrypt', costLog2, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, log2N, r, p, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64'),
    scryptOptions(Number(log2N), Number(r), Number(p)),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Spends the same time as a real check, so an unknown mobile cannot be told apart from a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}
