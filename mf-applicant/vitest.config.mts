import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Whole wizard runs with user-event take seconds on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
