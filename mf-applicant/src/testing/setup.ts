import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initTestI18n } from './test-i18n';

// On a loaded 2-core machine a step of a whole flow can take seconds: waits allow for that.
configure({ asyncUtilTimeout: 10_000 });

initTestI18n();

// Tests stub fetch; a request one leaves behind (a throttled reload after it ended) fails as
// "offline" instead of reaching happy-dom's real network.
globalThis.fetch = () => Promise.reject(new TypeError('The network is off in unit tests'));

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});
