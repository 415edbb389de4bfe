import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Queue round trips on a loaded machine; assertions poll instead of sleeping.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
