import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initTestI18n } from './test-i18n';

// On a loaded 2-core machine a step of a whole flow can take seconds: waits allow for that.
configure({ asyncUtilTimeout: 10_000 });

initTestI18n();

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});
