import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '../testing/render-page';

describe('MarketingApp', () => {
  it('owns the home page at /', async () => {
    await renderPage('/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Move to Spain/);
  });

  it('brings the plans into view when opened at /#plans, once they have loaded', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await renderPage('/#plans');
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('plans'));
  });

  it('shows the shared not-found view for a path it does not have', async () => {
    await renderPage('/nowhere');
    expect(screen.getByRole('link', { name: /back to home/i }).getAttribute('href')).toBe('/');
  });
});
