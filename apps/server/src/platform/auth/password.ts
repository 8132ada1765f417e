import { randomBytes, scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** scrypt's work factor for every password a person sets. */
export const PASSWORD_COST_N = 16384;
const costOf = (N: number) => ({ N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }) satisfies ScryptOptions;

const derive = (password: string, salt: BinaryLike, N = PASSWORD_COST_N) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, costOf(N), (error, key) => (error ? reject(error) : resolve(key))),
  );

/**
 * A stored hash is the key in base64; one made at another work factor carries it in front
 * (`n1024$<key>`), so a check always uses the factor the hash was made with. Only the tests' fixtures
 * ask for a cheaper one (test/harness.ts): no setting of the running platform can lower it.
 */
export const hashPassword = async (
  password: string,
  costN = PASSWORD_COST_N,
): Promise<{ hash: string; salt: string }> => {
  const salt = randomBytes(16).toString('base64');
  const key = (await derive(password, salt, costN)).toString('base64');
  return { hash: costN === PASSWORD_COST_N ? key : `n${costN}$${key}`, salt };
};

export const verifyPassword = async (password: string, hash: string, salt: string): Promise<boolean> => {
  const [, factor, key] = /^(?:n(\d+)\$)?(.*)$/s.exec(hash)!;
  const expected = Buffer.from(key!, 'base64');
  const actual = await derive(password, salt, factor ? Number(factor) : PASSWORD_COST_N);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

/** Spends the same time as a real check, so unknown accounts can't be told apart by timing. */
export const burnPasswordCheck = async (password: string): Promise<void> => {
  await derive(password, 'no-such-account');
};
