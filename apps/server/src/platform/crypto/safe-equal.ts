import { timingSafeEqual } from 'node:crypto';

/** Compares two secrets (signatures, keys) in time that does not depend on where they differ. */
export const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};
