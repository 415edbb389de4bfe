import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '@nomada/i18n';
import { UiProvider } from '@nomada/ui';

/** Renders with the shell's providers, in English, at `path`. */
export function renderShell(ui: ReactNode, path = '/') {
  initI18n('en');
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </UiProvider>,
  );
}
