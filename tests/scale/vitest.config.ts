import { defineConfig } from 'vitest/config';

// The scale test (README: Several instances): one file, its steps in order, against processes it starts.
export default defineConfig({
  test: {
    include: ['tests/scale/scale.test.ts'],
    root: new URL('../..', import.meta.url).pathname,
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
