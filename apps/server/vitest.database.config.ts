import { apiTestConfig } from './vitest.config.ts';

/**
 * The database-modes pass (docs/decisions/041-test-run.md): the API tests whose behaviour depends on
 * how PostgreSQL is reached, run again by CI against Debian's own server through DATABASE_URL after
 * the full suite ran on the embedded one. Everything else reads and writes through the same driver
 * and SQL either way, so a second full run proved nothing the first had not.
 */
export const DATABASE_MODE_TESTS = [
  // Starting: the embedded default, a DATABASE_URL database (empty, then migrated), signals.
  'src/main.test.ts',
  'src/startup/startup.test.ts',
  // Migrations under the advisory lock, several instances starting together.
  'src/platform/db/startup/migrate.test.ts',
  'src/platform/db/instance.test.ts',
  // Sessions: one per client kind, expiry, logins and codes racing, the shared address bucket.
  'src/modules/user/user.test.ts',
  // LISTEN/NOTIFY between instances: settings, the page cache, meetings, search, live edges.
  'src/modules/system/system.test.ts',
  'src/web/page-cache.test.ts',
  'src/modules/meeting/meeting.test.ts',
  'src/modules/search/search.test.ts',
  'src/modules/live/channel/edge-hooks.test.ts',
  'src/modules/live/chat/chat.test.ts',
  // Claims and leases a killed process leaves behind (FOR UPDATE SKIP LOCKED).
  'src/modules/mail/mail-restart.test.ts',
  'src/modules/programme/reminders/reminder.test.ts',
  // Rushes and locks: lock the scarce thing, then check, then write, under real concurrency.
  'src/modules/sign-up/visitor/sign-up-rush.test.ts',
  'src/modules/onsite/seat/seat-rush.test.ts',
  'src/modules/onsite/check-in/check-in.test.ts',
  'src/modules/onsite/certificate/certificate.test.ts',
  'src/modules/exam/sitting/attempt/attempt.test.ts',
  'src/modules/application/application.test.ts',
  'src/modules/vip/vip.test.ts',
  'src/modules/community/blog/blog.test.ts',
  'src/modules/community/question/question.test.ts',
  'src/modules/programme/reminders/reminder-scale.test.ts',
];

export default apiTestConfig(DATABASE_MODE_TESTS, []);
