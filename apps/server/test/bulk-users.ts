import { randomBytes, randomInt } from 'node:crypto';
import { sessions, users } from '../db/schema/index.ts';
import { hashToken, newToken } from '../src/platform/auth/token.ts';
import type { TDb } from '../src/platform/db/client.ts';

const firstBatch = randomInt(0, 10_000);
let batches = 0;

/**
 * Many signed-in attendees at once, written straight to the database: a rush of sign-ups needs
 * hundreds of sessions, and registering each through SMS and scrypt would dwarf what is measured.
 */
export const bulkUsers = async (db: TDb, count: number): Promise<{ mobile: string; token: string }[]> => {
  if (count > 10_000) throw new Error('one batch holds at most 10,000 people');
  // Each call takes a block of numbers of its own, however close together tests call it.
  const prefix = `137${String((firstBatch + batches++) % 10_000).padStart(4, '0')}`;
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
