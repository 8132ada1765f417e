import { describe, expect, it } from 'vitest';
import { PASSWORD_COST_N, hashPassword, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('are made at the platform’s work factor unless a test asks, and checked at the one they carry', async () => {
    const real = await hashPassword('Huitang123');
    expect(real.hash).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(real.hash, 'base64')).toHaveLength(64);
    const cheap = await hashPassword('Huitang123', 16);
    expect(cheap.hash).toMatch(/^n16\$/);
    expect(PASSWORD_COST_N).toBe(16384);
    for (const { hash, salt } of [real, cheap]) {
      expect(await verifyPassword('Huitang123', hash, salt)).toBe(true);
      expect(await verifyPassword('Huitang124', hash, salt)).toBe(false);
    }
    // The factor is part of what is checked: the same key under another factor does not match.
    expect(await verifyPassword('Huitang123', cheap.hash.replace('n16$', 'n32$'), cheap.salt)).toBe(false);
    expect(await verifyPassword('Huitang123', cheap.hash.replace('n16$', ''), cheap.salt)).toBe(false);
  });
});
