import { initI18n } from '@nomada/i18n';
import '#catalogues';

/** The shell's i18n set-up, with this remote's namespace registered the way `./app` does it. */
export function initTestI18n() {
  initI18n('en');
}
