import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@nomada/i18n';
import { UiProvider } from '../theme/ui-provider';
import { ClockIcon } from '../icons/icons';
import { LoadingScreen } from './loading-screen';
import { Logo } from './logo';
import { NotFoundView } from './not-found-view';
import { StatusPanel } from './status-panel';

beforeAll(() => {
  initI18n('en');
});

function renderUi(ui: React.ReactNode) {
  return render(
    <UiProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </UiProvider>,
  );
}

describe('shared components', () => {
  it('NotFoundView links back home', () => {
    renderUi(<NotFoundView />);
    expect(screen.getByRole('heading', { name: /page not found/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back to home/i }).getAttribute('href')).toBe('/');
  });

  it('LoadingScreen announces its label', () => {
    renderUi(<LoadingScreen label="Checking your session..." />);
    expect(screen.getByRole('status').textContent).toContain('Checking your session...');
  });

  it('StatusPanel shows title, text and actions', () => {
    renderUi(
      <StatusPanel
        icon={ClockIcon}
        title="Under review"
        text="1-2 business days"
        actions={<button>Go</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Under review' })).toBeInTheDocument();
    expect(screen.getByText('1-2 business days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go' })).toBeInTheDocument();
  });

  it('Logo renders the wordmark unless markOnly', () => {
    const { rerender } = renderUi(<Logo />);
    expect(screen.getByText('Nomada')).toBeInTheDocument();
    rerender(
      <UiProvider>
        <Logo markOnly />
      </UiProvider>,
    );
    expect(screen.queryByText('Nomada')).toBeNull();
  });
});
