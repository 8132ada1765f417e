import { randomBytes, scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } satisfies ScryptOptions;

const derive = (password: string, salt: BinaryLike) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key))),
  );

export const hashPassword = async (password: string): Promise<{ hash: string; salt: string }> => {
  const salt = randomBytes(16).toString('base64');
  const key = await derive(password, salt);
  return { hash: key.toString('base64'), salt };
};

export const verifyPassword = async (password: string, hash: string, salt: string): Promise<boolean> => {
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};

/** Spends the same time as a real check, so unknown accounts can't be told apart by timing. */
export const burnPasswordCheck = async (password: string): Promise<void> => {
  await derive(password, 'no-such-account');
};
