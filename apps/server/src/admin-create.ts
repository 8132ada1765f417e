import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { MOBILE_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '@huitang/contracts';
import { loadConfig } from './config.ts';
import { createDb } from './platform/db/client.ts';
import { runMigrations } from './platform/db/startup/migrate.ts';
import { createUserDirectory } from './modules/user/user-directory.service.ts';

/**
 * The operator's first administrator on a production database (DATABASE_URL), where no demo account
 * exists: npm run admin:create -- --mobile 13900000000. The password comes from ADMIN_PASSWORD or
 * is asked for; an existing account of that mobile becomes an administrator with it.
 */
const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const { values } = parseArgs({ options: { mobile: { type: 'string' } } });
const mobile = values.mobile ?? fail('Usage: npm run admin:create -- --mobile <mobile number>');
if (!MOBILE_PATTERN.test(mobile)) fail(`${mobile} is not a mainland mobile number (11 digits, 13x–19x)`);
const { databaseUrl } = loadConfig();
if (!databaseUrl)
  fail('DATABASE_URL is not set: the embedded database has the demo administrator (see the README)');

const askPassword = async () => {
  if (!process.stdin.isTTY) fail('Set ADMIN_PASSWORD, or run in a terminal to type the password');
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question('Password for the administrator: ');
  prompt.close();
  return answer;
};
const password = process.env.ADMIN_PASSWORD ?? (await askPassword());
if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
  fail(`The password needs ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);

const db = createDb(databaseUrl!, 2);
// A running server hears the promotion from the users table's trigger; this process keeps no sessions.
const noServerToTell = async () => undefined;
try {
  await runMigrations(db);
  const outcome = await createUserDirectory(db, noServerToTell).ensureAdmin(mobile, password);
  console.log(`${mobile} is ${outcome === 'created' ? 'a new' : 'now an'} administrator; sign in at /login`);
} finally {
  await db.$client.end();
}
