import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { UiProvider } from '@nomada/ui';
import '../../../i18n-pages/catalogues';
import { EligibilityCheck } from './eligibility-check';

describe('EligibilityCheck', () => {
  it('answers with what was typed into the served form before it came alive', async () => {
    const ui = (
      <UiProvider>
        <MemoryRouter>
          <EligibilityCheck onChoosePlan={() => undefined} />
        </MemoryRouter>
      </UiProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[name="income"]')!.value = '1000';
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, ui);
      });
      expect(container.querySelector<HTMLInputElement>('input[name="income"]')!.value).toBe('1000');
      await userEvent.click(
        within(container).getByRole('button', { name: 'Check my eligibility' }),
      );
      // 1,000 a month is below the threshold: an answer about the income, not "enter your income".
      expect(screen.queryByText(/positive amount/i)).not.toBeInTheDocument();
      expect(within(container).getByRole('status')).toBeInTheDocument();
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });
});
