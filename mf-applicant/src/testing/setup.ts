import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initTestI18n } from './test-i18n';

initTestI18n();

// Tests stub fetch; a request one leaves behind (a throttled reload after it ended) fails as
// "offline" instead of reaching happy-dom's real network.
globalThis.fetch = () => Promise.reject(new TypeError('The network is off in unit tests'));

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});
