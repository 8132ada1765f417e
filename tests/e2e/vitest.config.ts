import { defineConfig } from 'vitest/config';

/** Browser journeys against one server (embedded PostgreSQL in a temporary folder) for the run. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
