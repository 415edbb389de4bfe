import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file starts identity and messaging from source and signs people up (scrypt): on a busy
    // two-core machine that takes minutes, not seconds.
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
