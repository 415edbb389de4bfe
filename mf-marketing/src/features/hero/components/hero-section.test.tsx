import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '@nomada/ui/testing';
import { HeroSection } from './hero-section';

describe('HeroSection', () => {
  it('shows the title, an illustration with a size reserved and a link to the wizard', () => {
    renderAt(<HeroSection />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Move to Spain/);
    const illustration = screen.getByRole('img');
    expect(illustration.getAttribute('width')).toBe('560');
    expect(illustration.getAttribute('height')).toBe('440');
    expect(screen.getByRole('link', { name: 'Start your application' }).getAttribute('href')).toBe(
      '/onboarding',
    );
    expect(screen.getByRole('link', { name: 'Choose your plan' }).getAttribute('href')).toBe(
      '#plans',
    );
  });
});
