import { defineConfig } from 'vitest/config';

/**
 * `npm run test:binary`: the suite that runs dist/collab-marketplace as a user gets it (tests/binary/kit.ts).
 * One file at a time: each starts real servers, and the machine has two cores.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    name: 'binary',
    include: ['tests/binary/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
