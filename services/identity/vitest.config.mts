import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Real PostgreSQL and Redis on a busy machine: generous limits, never timing assertions.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
