import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real sockets and Redis on a busy two-core machine: many requests per test take seconds, not ms.
    // Timing assertions that remain scale with how busy the machine is (see body-limits.test.ts).
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
