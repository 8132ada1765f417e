import { defineConfig } from 'vitest/config';

/** Browser journeys: each file its own server on its own copy of the seeded database. */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/server.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
