import { defineConfig } from 'vitest/config';
import SlowestFilesReporter from '../../apps/server/test/slowest-files-reporter.ts';

/**
 * Browser journeys: each file its own server on its own copy of the seeded database. The files of a
 * worker share its loaded modules (isolate: false): the server and Playwright are imported once per
 * worker, not once per file. Two workers, one per core (vitest would take one on two cores).
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/journey-server.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    reporters: ['default', new SlowestFilesReporter()],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
