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
      filename: at('apps/server/src/modules/onsite/seat/seat.test.ts'),
      code: "import { person } from '../../../../test/fixtures/sign-up-fixture.ts';",
    },
  ],
  invalid: [
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
