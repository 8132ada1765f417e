import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import layers from '../../../../../eslint-rules/layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const at = (file: string) => path.join(ROOT, file);
const tester = new RuleTester({
  languageOptions: {
    parser: (await import('typescript-eslint')).parser,
    ecmaVersion: 2022,
    sourceType: 'module',
  },
});
const error = (reason: RegExp) => ({ message: reason });
const queryError = { messageId: 'query' };

// The layer rules of docs/architecture.md: a deliberate violation must fail `npm run lint`.
tester.run('huitang/layers', layers.rules.layers, {
  valid: [
    {
      filename: at('apps/server/src/modules/meeting/meeting.repository.ts'),
      code: "import { sql } from 'drizzle-orm';",
    },
    {
      filename: at('apps/server/src/modules/meeting/meeting.service.ts'),
      code: "import type { TDb } from '../../platform/db/client.ts';",
    },
    {
      filename: at('apps/server/src/modules/search/search.service.ts'),
      code: "import { x } from '../meeting/meeting-search.service.ts';",
    },
    {
      filename: at('apps/server/src/modules/sign-up/visitor/a.service.ts'),
      code: "import { x } from '../attendee.repository.ts';",
    },
    {
      filename: at('apps/server/src/modules/programme/a.ts'),
      code: "import type { T } from '../message/message.repository.ts';",
    },
    {
      filename: at('packages/contracts/src/a.ts'),
      code: "import { z } from 'zod'; import { b } from './b.ts';",
    },
    {
      // A sub-domain uses its own repositories, and those at its module's root.
      filename: at('apps/server/src/modules/community/moderation/moderation.service.ts'),
      code: "import { r } from './report.repository.ts'; import { s } from '../blog/blog.service.ts';",
    },
    {
      filename: at('apps/server/src/modules/course/course.service.ts'),
      code: "import { studies } from './study/study.service.ts'; import { c } from './course.repository.ts';",
    },
    {
      // Naming another room's row type calls nothing.
      filename: at('apps/server/src/modules/live/stats/watch-tracker.ts'),
      code: "import type { TChannelRow } from '../channel/live.repository.ts';",
    },
    {
      // A repository imports the platform's plumbing, the search index included.
      filename: at('apps/server/src/modules/course/course.repository.ts'),
      code: "import { searchIndex } from '../../platform/search/search-index.repository.ts';",
    },
    {
      filename: at('apps/server/src/modules/onsite/seat/seat.test.ts'),
      code: "import { person } from '../../../../test/fixtures/sign-up-fixture.ts';",
    },
  ],
  invalid: [
    {
      filename: at('apps/server/src/modules/community/moderation/moderation.service.ts'),
      code: "import { blogRepository } from '../blog/blog.repository.ts';",
      errors: [error(/a sub-domain is used through its service, not its repository: community\/blog/)],
    },
    {
      // The module's root is outside its sub-domains' rooms too.
      filename: at('apps/server/src/modules/course/course.service.ts'),
      code: "import { studyRepository } from './study/study.repository.ts';",
      errors: [error(/a sub-domain is used through its service/)],
    },
    {
      filename: at('apps/server/src/modules/onsite/badge/badge.repository.ts'),
      code: "import { currentSeatOf } from '../seat/seat.repository.ts';",
      errors: [error(/a repository imports no other repository/)],
    },
    {
      filename: at('apps/server/src/modules/course/course.repository.ts'),
      code: "import { sync } from './course-search.repository.ts';",
      errors: [error(/a repository imports no other repository/)],
    },
    {
      filename: at('apps/server/src/modules/sign-up/sign-up.service.ts'),
      code: "import { person } from '../../../test/fixtures/sign-up-fixture.ts';",
      errors: [error(/production code imports no test helper or fixture/)],
    },
    {
      filename: at('apps/server/src/modules/sign-up/sign-up-fixture.ts'),
      code: "import { sql } from 'drizzle-orm';",
      errors: [error(/only \*\.repository\.ts touches drizzle/)],
    },
    {
      filename: at('apps/server/src/modules/meeting/meeting.service.ts'),
      code: "import { sql } from 'drizzle-orm';",
      errors: [error(/only \*\.repository\.ts touches drizzle/)],
    },
    {
      filename: at('apps/server/src/modules/meeting/meeting.service.ts'),
      code: "import { meetings } from '../../../db/schema/index.ts';",
      errors: [error(/only \*\.repository\.ts/)],
    },
    {
      filename: at('apps/server/src/modules/meeting/meeting.routes.ts'),
      code: "import { meetingRepository } from './meeting.repository.ts';",
      errors: [error(/routes call services/)],
    },
    {
      filename: at('apps/server/src/modules/meeting/meeting.service.ts'),
      code: "import { userRepository } from '../user/user.repository.ts';",
      errors: [error(/only through its service/)],
    },
    {
      filename: at('apps/server/src/platform/http/a.ts'),
      code: "import { x } from '../../modules/meeting/meeting.service.ts';",
      errors: [error(/platform\/ imports no module/)],
    },
    {
      filename: at('apps/server/db/seed/a.ts'),
      code: "import { x } from '../../src/modules/meeting/meeting.service.ts';",
      errors: [error(/seeds .* import no module/)],
    },
    {
      filename: at('apps/web/app/lib/a.ts'),
      code: "import { buildApp } from '../../../server/src/app.ts';",
      errors: [error(/the web imports no server file/)],
    },
    {
      filename: at('packages/contracts/src/a.ts'),
      code: "import { x } from 'lodash';",
      errors: [error(/contracts import only zod/)],
    },
  ],
});

// Importing the handle's type is allowed everywhere; running a query on it is the repository's job.
tester.run('huitang/no-query-outside-repository', layers.rules['no-query-outside-repository'], {
  valid: [
    {
      filename: at('apps/server/src/modules/sign-up/sign-up-settings.repository.ts'),
      code: 'const night = (tx) => tx.query.roomNights.findMany({}); const all = (db) => db.select().from(t);',
    },
    {
      // A service opens the transaction and hands the handle to repositories.
      filename: at('apps/server/src/modules/sign-up/orders/order.service.ts'),
      code: 'await db.transaction(async (tx) => { await repo.lock(tx, things); await repo.roomNight(tx, 1); });',
    },
    {
      filename: at('apps/server/test/harness.ts'),
      code: 'await db.execute(sql`select 1`);',
    },
    {
      filename: at('apps/server/src/modules/meeting/meeting.service.ts'),
      code: 'const picked = items.select(); const rows = list.delete(1);',
    },
  ],
  invalid: [
    {
      filename: at('apps/server/src/modules/sign-up/orders/order.service.ts'),
      code: 'const [night] = await tx.query.roomNights.findMany({ where: (n, { eq }) => eq(n.id, 1) });',
      errors: [queryError],
    },
    {
      filename: at('apps/server/src/modules/meeting/meeting.service.ts'),
      code: 'const rows = await db.select().from(meetings);',
      errors: [queryError],
    },
    {
      filename: at('apps/server/src/modules/meeting/meeting.routes.ts'),
      code: 'await deps.db.execute(sql`delete from meetings`);',
      errors: [queryError],
    },
    {
      filename: at('apps/server/src/modules/onsite/check-in/desk.ts'),
      code: 'await this.tx.insert(checkIns).values(row);',
      errors: [queryError],
    },
  ],
});

// The web's layers (issue 48): lib is the bottom, the routes the top; an import runs downwards only.
tester.run('huitang/layers (web)', layers.rules.layers, {
  valid: [
    {
      filename: at('apps/web/app/routes/account/order.tsx'),
      code: "import { x } from '../../layouts/account';",
    },
    {
      filename: at('apps/web/app/components/course/buy-course.tsx'),
      code: "import { x } from '../../lib/format/money';",
    },
    { filename: at('apps/web/app/state/use-submit.ts'), code: "import { x } from './app-services';" },
    {
      filename: at('apps/web/app/layouts/organization.tsx'),
      code: "import { x } from '../loaders/organization.server';",
    },
    {
      filename: at('apps/web/app/lib/phone.ts'),
      code: "import { x } from './use-site'; import { t } from '../i18n';",
    },
  ],
  invalid: [
    {
      filename: at('apps/web/app/lib/use-submit.ts'),
      code: "import { useAppServices } from '../state/app-services';",
      errors: [error(/the web's layers run i18n < lib < .* lib imports nothing from state/)],
    },
    {
      // Types count: lib naming a layout's loader ties the bottom to the top.
      filename: at('apps/web/app/lib/use-org-site.ts'),
      code: "import type { loader } from '../layouts/organization';",
      errors: [error(/lib imports nothing from layouts/)],
    },
    {
      filename: at('apps/web/app/lib/use-site.ts'),
      code: "import type { loader } from '../root';",
      errors: [error(/lib imports nothing from root/)],
    },
    {
      filename: at('apps/web/app/lib/apply.server.ts'),
      code: "import type { TShownApplication } from '../components/publisher/apply-page';",
      errors: [error(/lib imports nothing from components/)],
    },
    {
      filename: at('apps/web/app/components/meeting/meeting-card.tsx'),
      code: "import { x } from '../../routes/meeting/list';",
      errors: [error(/components imports nothing from routes/)],
    },
    {
      filename: at('apps/web/app/loaders/session.server.ts'),
      code: "const m = import('../layouts/account');",
      errors: [error(/loaders imports nothing from layouts/)],
    },
  ],
});
