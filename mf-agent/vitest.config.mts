import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // Dialog tests type and click through several steps; a loaded 2-core machine needs the room.
    testTimeout: 30_000,
  },
});
