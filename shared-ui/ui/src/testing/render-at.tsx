import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { UiProvider } from '../theme/ui-provider';

function LocationProbe() {
  const location = useLocation();
  // Hidden: read by test id only, so it never answers a role query (an <output> is a "status").
  return (
    <div hidden data-testid="location">
      {location.pathname}
    </div>
  );
}

/**
 * Renders inside the providers the shell gives every remote, at `path`; the current path is readable
 * from the `location` test id, so navigation can be asserted.
 */
export function renderAt(ui: ReactElement, path = '/') {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}
