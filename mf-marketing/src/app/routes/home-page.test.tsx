import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderLoaded } from '../../testing/render-page';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('shows its sections in the order of the specification, the lower ones loaded on demand', async () => {
    await renderLoaded(<HomePage />);
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Choose the plan that fits your move',
      'Working with relocation and legal partners across Spain',
      'Everything your visa needs, in one place',
      'How it works',
      'See how Nomada works',
      'Tell us about your move',
      'What our applicants say',
      'Ready to start your new life in Spain?',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Start now' }).getAttribute('href')).toBe(
      '/onboarding',
    );
  });

  it('numbers the four steps and shows the three feature cards and two testimonials', async () => {
    await renderLoaded(<HomePage />);
    expect(screen.getAllByText(/^[1-4]$/)).toHaveLength(4);
    for (const title of ['Guided onboarding', 'Document management', 'Real-time tracking']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });
});
