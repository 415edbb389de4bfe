import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@nomada/infra/chromium';

const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:8180';

/** Browser tests drive the built platform through the gateway; `src/run.ts` starts it. */
export default defineConfig({
  testDir: './tests',
  // One folder per platform port: runs on different ports never wipe each other's traces.
  outputDir: `./.artifacts/results-${process.env.E2E_PORT ?? '8180'}`,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
