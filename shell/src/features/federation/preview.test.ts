import { describe, expect, it } from 'vitest';
import { applyPreview, parsePreview, resolvePreview } from './preview';

const remotes = ['mf_marketing', 'mf_applicant', 'mf_agent'];
const on = {
  previewEnabled: true,
  previewOrigins: ['https://staging.nomada.test', 'http://localhost:5001/'],
};
const off = { previewEnabled: false, previewOrigins: on.previewOrigins };
const manifest = 'https://staging.nomada.test/pr-42/agent/mf-manifest.json';

describe('parsePreview', () => {
  it('accepts a known remote from an allowed origin', () => {
    expect(parsePreview(`mf_agent@${manifest}`, on, remotes)).toEqual({
      remote: 'mf_agent',
      url: manifest,
    });
    expect(
      parsePreview('mf_marketing@http://localhost:5001/mf-manifest.json', on, remotes),
    ).toMatchObject({ remote: 'mf_marketing' });
  });

  it('refuses another origin and names it', () => {
    expect(parsePreview('mf_agent@https://evil.example/mf-manifest.json', on, remotes)).toEqual({
      reason: 'origin',
      origin: 'https://evil.example',
    });
    // Same host on another port or scheme is another origin.
    expect(
      parsePreview('mf_agent@http://staging.nomada.test/mf-manifest.json', on, remotes),
    ).toMatchObject({ reason: 'origin' });
    expect(
      parsePreview('mf_agent@http://localhost:5002/mf-manifest.json', on, remotes),
    ).toMatchObject({ reason: 'origin' });
  });

  it('refuses malformed values', () => {
    for (const value of [
      '',
      'mf_agent',
      `mf_other@${manifest}`,
      'mf_agent@not a url',
      'mf_agent@javascript:alert(1).json',
      'mf_agent@https://user:pw@staging.nomada.test/m.json',
      'mf_agent@https://staging.nomada.test/app.js',
    ]) {
      expect(parsePreview(value, on, remotes)).toEqual({ reason: 'invalid' });
    }
  });
});

describe('resolvePreview', () => {
  it('ignores the parameter and the stored preview when previews are off', () => {
    expect(
      resolvePreview(
        `?preview=mf_agent@${manifest}`,
        JSON.stringify({ remote: 'mf_agent', url: manifest }),
        off,
        remotes,
      ),
    ).toEqual({ fromParam: false });
  });

  it("takes the parameter, else the tab's stored preview", () => {
    expect(
      resolvePreview(`?preview=mf_agent@${encodeURIComponent(manifest)}`, null, on, remotes),
    ).toEqual({
      active: { remote: 'mf_agent', url: manifest },
      fromParam: true,
    });
    expect(
      resolvePreview('', JSON.stringify({ remote: 'mf_agent', url: manifest }), on, remotes),
    ).toEqual({
      active: { remote: 'mf_agent', url: manifest },
      fromParam: false,
    });
  });

  it('re-checks a stored preview against the current allowlist', () => {
    const stored = JSON.stringify({
      remote: 'mf_agent',
      url: 'https://gone.example/mf-manifest.json',
    });
    expect(resolvePreview('', stored, on, remotes)).toEqual({
      refused: { reason: 'origin', origin: 'https://gone.example' },
      fromParam: false,
    });
  });

  it('reports a refused parameter', () => {
    expect(
      resolvePreview('?preview=mf_agent@https://evil.example/mf-manifest.json', null, on, remotes)
        .refused,
    ).toEqual({
      reason: 'origin',
      origin: 'https://evil.example',
    });
  });
});

describe('applyPreview', () => {
  it('replaces only the previewed remote', () => {
    const base = {
      mf_marketing: '/remotes/marketing/mf-manifest.json',
      mf_agent: '/remotes/agent/mf-manifest.json',
    };
    expect(applyPreview(base, { remote: 'mf_agent', url: manifest })).toEqual({
      ...base,
      mf_agent: manifest,
    });
    expect(applyPreview(base, undefined)).toBe(base);
  });
});
