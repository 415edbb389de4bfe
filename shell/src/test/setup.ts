import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '@nomada/i18n';

// On a loaded 2-core machine a step of a whole flow can take seconds: waits allow for that.
configure({ asyncUtilTimeout: 10_000 });

// The shell's own start-up, in English; tests switch with i18next.changeLanguage.
initI18n('en');

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
