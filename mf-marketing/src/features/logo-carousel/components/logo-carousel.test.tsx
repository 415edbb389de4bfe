import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderAt } from '@nomada/ui/testing';
import { LogoCarousel } from './logo-carousel';

function trackOffset() {
  const track = screen
    .getByRole('region', { name: 'Our partners' })
    .querySelector<HTMLElement>('[aria-live="off"]');
  return track?.style.transform;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('LogoCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled carousel of six partner logos with alt text', () => {
    renderAt(<LogoCarousel />);
    const region = screen.getByRole('region', { name: 'Our partners' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const logos = screen.getAllByRole('img');
    expect(logos).toHaveLength(6);
    expect(logos[0]?.getAttribute('aria-label')).toBe('Lex Ibérica logo');
  });

  it('moves one logo every 2000 ms', () => {
    renderAt(<LogoCarousel />);
    expect(trackOffset()).toContain('calc(0 *');
    advance(1999);
    expect(trackOffset()).toContain('calc(0 *');
    advance(1);
    expect(trackOffset()).toContain('calc(1 *');
    advance(2000);
    expect(trackOffset()).toContain('calc(2 *');
  });

  it('keeps moving while hovered, focused or clicked', () => {
    renderAt(<LogoCarousel />);
    const region = screen.getByRole('region', { name: 'Our partners' });
    fireEvent.mouseEnter(region);
    fireEvent.mouseOver(region);
    advance(2000);
    expect(trackOffset()).toContain('calc(1 *');
    fireEvent.focus(region);
    fireEvent.click(screen.getAllByRole('img')[1] as Element);
    advance(2000);
    expect(trackOffset()).toContain('calc(2 *');
  });

  it('loops back to the first logo after the sixth and carries on', () => {
    renderAt(<LogoCarousel />);
    advance(6 * 2000);
    expect(trackOffset()).toContain('calc(6 *');
    advance(600);
    expect(trackOffset()).toContain('calc(0 *');
    advance(1400);
    expect(trackOffset()).toContain('calc(1 *');
  });

  it('steps without animation, still every 2000 ms, when less motion is asked for', () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderAt(<LogoCarousel />);
    const track = screen
      .getByRole('region', { name: 'Our partners' })
      .querySelector<HTMLElement>('[aria-live="off"]');
    expect(track?.style.transition).toBe('none');
    advance(2000);
    expect(trackOffset()).toContain('calc(1 *');
    vi.unstubAllGlobals();
  });
});
