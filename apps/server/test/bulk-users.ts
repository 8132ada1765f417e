import { randomBytes } from 'node:crypto';
import { sessions, users } from '../db/schema/index.ts';
import { hashToken, newToken } from '../src/platform/auth/token.ts';
import type { TDb } from '../src/platform/db/client.ts';

/**
 * Many signed-in attendees at once, written straight to the database: a rush of sign-ups needs
 * hundreds of sessions, and registering each through SMS and scrypt would dwarf what is measured.
 */
export const bulkUsers = async (db: TDb, count: number): Promise<{ mobile: string; token: string }[]> => {
  const prefix = `137${String(Date.now() % 10_000).padStart(4, '0')}`;
  const people = Array.from({ length: count }, (_, i) => ({
    mobile: `${prefix}${String(i).padStart(4, '0')}`,
    token: newToken(),
  }));
  const rows = await db
    .insert(users)
    .values(
      people.map((p) => ({
        userNo: `B${p.mobile}`,
        mobile: p.mobile,
        passwordHash: 'unusable',
        passwordSalt: 'unusable',
        referralCode: randomBytes(6).toString('hex'),
      })),
    )
    .returning({ id: users.id, mobile: users.mobile });
  await db.insert(sessions).values(
    rows.map((row) => ({
      userId: row.id,
      clientKind: 'pc',
      tokenHash: hashToken(people.find((p) => p.mobile === row.mobile)!.token),
    })),
  );
  return people;
};
