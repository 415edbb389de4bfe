import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initTestI18n } from './test-i18n';

initTestI18n();

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});
