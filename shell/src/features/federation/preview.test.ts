import { describe, expect, it, vi } from 'vitest';
import { applyPreview, parsePreview, resolvePreview, type FindVersion } from './preview';

const remotes = ['mf_marketing', 'mf_applicant', 'mf_agent'];
const on = { previewEnabled: true };
const off = { previewEnabled: false };
const manifest = 'https://cdn.nomada.test/agent/2.1.0/mf-manifest.json';
/** The registry as published: mf_agent 2.1.0, and 2.0.0 withdrawn. */
const published: FindVersion = async ({ remote, version }) => {
  if (remote !== 'mf_agent') return undefined;
  if (version === '2.1.0') return { manifest };
  return version === '2.0.0' ? { withdrawn: true } : undefined;
};

describe('parsePreview', () => {
  it('reads a known remote and a version', () => {
    expect(parsePreview('mf_agent:2.1.0', remotes)).toEqual({
      remote: 'mf_agent',
      version: '2.1.0',
    });
    expect(parsePreview('mf_marketing:2026.11.25-1a2b3c4', remotes)).toMatchObject({
      remote: 'mf_marketing',
    });
  });

  it('refuses malformed values', () => {
    for (const value of [
      '',
      'mf_agent',
      'mf_agent:',
      ':2.1.0',
      'mf_other:2.1.0',
      'mf_agent:../x',
      `mf_agent:${'v'.repeat(65)}`,
      'mf_agent@https://cdn.nomada.test/mf-manifest.json',
    ]) {
      expect(parsePreview(value, remotes), value).toEqual({ reason: 'invalid' });
    }
  });
});

describe('resolvePreview', () => {
  it('ignores the parameter and the stored preview when previews are off', async () => {
    const find = vi.fn(published);
    const stored = JSON.stringify({ remote: 'mf_agent', version: '2.1.0', url: manifest });
    expect(await resolvePreview('?preview=mf_agent:2.1.0', stored, off, remotes, find)).toEqual({
      fromParam: false,
    });
    expect(find).not.toHaveBeenCalled();
  });

  it("takes the parameter, else the tab's stored preview, each looked up in the registry", async () => {
    expect(await resolvePreview('?preview=mf_agent:2.1.0', null, on, remotes, published)).toEqual({
      active: { remote: 'mf_agent', version: '2.1.0', url: manifest },
      fromParam: true,
    });
    const stored = JSON.stringify({ remote: 'mf_agent', version: '2.1.0', url: 'stale' });
    expect(await resolvePreview('', stored, on, remotes, published)).toEqual({
      active: { remote: 'mf_agent', version: '2.1.0', url: manifest },
      fromParam: false,
    });
  });

  it('refuses a version the registry does not have, naming it', async () => {
    expect(
      (await resolvePreview('?preview=mf_agent:9.9.9', null, on, remotes, published)).refused,
    ).toEqual({ reason: 'unknown', remote: 'mf_agent', version: '9.9.9' });
  });

  it('refuses a withdrawn version, saying so, even when the tab was previewing it', async () => {
    expect(await resolvePreview('?preview=mf_agent:2.0.0', null, on, remotes, published)).toEqual({
      refused: { reason: 'withdrawn', remote: 'mf_agent', version: '2.0.0' },
      fromParam: true,
    });
    const stored = JSON.stringify({ remote: 'mf_agent', version: '2.0.0', url: 'old' });
    expect((await resolvePreview('', stored, on, remotes, published)).refused).toEqual({
      reason: 'withdrawn',
      remote: 'mf_agent',
      version: '2.0.0',
    });
  });

  it('refuses, without a preview, when the registry cannot be read', async () => {
    const broken: FindVersion = async () => {
      throw new Error('HTTP 503');
    };
    expect(await resolvePreview('?preview=mf_agent:2.1.0', null, on, remotes, broken)).toEqual({
      refused: { reason: 'unavailable' },
      fromParam: true,
    });
  });

  it('asks nothing when there is no preview', async () => {
    const find = vi.fn(published);
    expect(await resolvePreview('?x=1', null, on, remotes, find)).toEqual({ fromParam: false });
    expect(find).not.toHaveBeenCalled();
  });
});

describe('applyPreview', () => {
  it('replaces only the previewed remote', () => {
    const base = {
      mf_marketing: '/remotes/marketing/mf-manifest.json',
      mf_agent: '/remotes/agent/mf-manifest.json',
    };
    expect(applyPreview(base, { remote: 'mf_agent', version: '2.1.0', url: manifest })).toEqual({
      ...base,
      mf_agent: manifest,
    });
    expect(applyPreview(base, undefined)).toBe(base);
  });
});
