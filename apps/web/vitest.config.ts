import { defineConfig } from 'vitest/config';

/**
 * The web's unit tests: plain logic under app/ (no DOM is installed; pages are covered by the
 * journeys in tests/e2e). `npm run test:web` from the root.
 */
export default defineConfig({
  test: { root: import.meta.dirname, include: ['app/**/*.test.ts'], environment: 'node' },
});
