import { afterEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { renderAt } from '@nomada/ui/testing';
import { ExplainerVideo } from './explainer-video';

function tracks() {
  return [...document.querySelectorAll('video track')] as HTMLTrackElement[];
}

describe('ExplainerVideo', () => {
  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('loads nothing up front and reserves a 16:9 box', () => {
    renderAt(<ExplainerVideo />);
    const video = document.querySelector('video');
    expect(video?.getAttribute('preload')).toBe('none');
    expect(video?.getAttribute('poster')).toMatch(/explainer-poster/);
    expect(video?.getAttribute('width')).toBe('960');
    expect(video?.getAttribute('height')).toBe('540');
    expect(video?.querySelector('source')?.getAttribute('src')).toMatch(/explainer\.mp4/);
  });

  it('offers English and Spanish captions, English by default in English', () => {
    renderAt(<ExplainerVideo />);
    expect(tracks().map((track) => [track.kind, track.srclang, track.default])).toEqual([
      ['captions', 'en', true],
      ['captions', 'es', false],
    ]);
    expect(tracks()[1]?.getAttribute('src')).toMatch(/captions-es/);
  });

  it('defaults to the Spanish captions in Spanish', async () => {
    await i18next.changeLanguage('es');
    renderAt(<ExplainerVideo />);
    expect(tracks().find((track) => track.default)?.srclang).toBe('es');
  });
});
