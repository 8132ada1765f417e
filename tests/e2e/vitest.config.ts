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
    // A page's reaction (a reloaded list, a dialog's saved values) can take seconds on CI's loaded
    // machine; vitest's default of 1 s for expect.poll failed journeys there that a person would pass.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
    // A journey that fails is run once more, and fails the run only if it fails again. Three journeys
    // (meeting, library, wechat-sign-in) each failed once in 2026-11-29's full runs at CI's load and
    // pass alone; their timing against lazily loaded dialogs is an open item of issue 45's notes.
    retry: 1,
  },
});
