import { defineConfig } from 'vitest/config';
import SlowestFilesReporter from './test/slowest-files-reporter.ts';

/**
 * Test files that mock a module the app imports (vi.mock): they must load the app afresh, so they run
 * isolated, each in a process of its own. Every other file shares its worker's loaded modules.
 */
const OWN_MODULES = ['src/modules/sign-up/orders/order-number.test.ts'];

const project = {
  root: import.meta.dirname,
  pool: 'forks',
  testTimeout: 30_000,
  hookTimeout: 120_000,
} as const;

/**
 * The API tests in `include`, on one PostgreSQL for the run (test/global-setup.ts) with a fresh copy of
 * the seeded template per file. Files of a worker share its loaded modules (isolate: false): importing
 * the app once per worker instead of once per file took 185 of the suite's 583 seconds. Two workers,
 * one per core (vitest takes cores − 1, one worker on these machines).
 */
export const apiTestConfig = (include: string[], ownModules = OWN_MODULES) =>
  defineConfig({
    test: {
      root: import.meta.dirname,
      globalSetup: ['test/global-setup.ts'],
      maxWorkers: 2,
      reporters: ['default', new SlowestFilesReporter()],
      projects: [
        { test: { ...project, name: 'api', include, exclude: ownModules, isolate: false } },
        ...(ownModules.length
          ? [
              {
                test: { ...project, name: 'api-own-modules', include: ownModules, isolate: true },
              },
            ]
          : []),
      ],
    },
  });

export default apiTestConfig(['src/**/*.test.ts']);
