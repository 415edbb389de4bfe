import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n, registerCatalogue } from '@nomada/i18n';
import { TEST_NAMESPACE, testCatalogue } from './test-catalogue';

// On a loaded 2-core machine a step of a whole flow can take seconds: waits allow for that.
configure({ asyncUtilTimeout: 10_000 });

registerCatalogue(TEST_NAMESPACE, testCatalogue);
initI18n('en');

// Tests stub fetch; a request one leaves behind fails as "offline" instead of reaching happy-dom's
// real network.
globalThis.fetch = () => Promise.reject(new TypeError('The network is off in unit tests'));

afterEach(() => {
  cleanup();
});
