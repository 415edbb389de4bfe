import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `npm run e2e:dev`: the hot-reload platform of `npm run dev`, which `src/run-dev.ts` starts. */
export default defineConfig({
  ...base,
  testDir: './dev-tests',
  outputDir: `./.artifacts/dev-results-${process.env.E2E_PORT ?? '8190'}`,
  // Dev servers compile a page's modules on the first visits: slower than the built platform.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  workers: 1,
});
