import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '@nomada/ui/testing';
import MarketingApp from './app';

describe('MarketingApp', () => {
  it('owns the home page at /', () => {
    renderAt(<MarketingApp />, '/');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Move to Spain/);
  });

  it('brings the plans into view when opened at /#plans', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAt(<MarketingApp />, '/#plans');
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('plans'));
  });

  it('shows the shared not-found view for a path it does not have', () => {
    renderAt(<MarketingApp />, '/nowhere');
    expect(screen.getByRole('link', { name: /back to home/i }).getAttribute('href')).toBe('/');
  });
});
