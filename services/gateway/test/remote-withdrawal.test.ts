import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  auth,
  etagOf,
  placeRelease,
  promote,
  publish,
  readRegistry,
  useReleaseSetup,
} from './release-support';
import { eventually } from '@nomada/service-kit/testing';

const setup = useReleaseSetup();
let first: FastifyInstance;
let second: FastifyInstance;
beforeAll(() => ({ first, second } = setup.gateways));

const withdraw = (
  app: FastifyInstance,
  version: string,
  headers: Record<string, string> = auth,
  name = 'mf_agent',
) => app.inject({ method: 'DELETE', url: `/api/remotes/${name}/versions/${version}`, headers });

/** Publishes mf_agent `version` and answers its manifest's URL. */
async function published(version: string): Promise<string> {
  const manifest = placeRelease(setup.origin, version);
  expect((await publish(first, 'mf_agent', version, { manifest })).statusCode).toBe(201);
  return manifest;
}

const agentRegistry = async (app: FastifyInstance) =>
  (await readRegistry(app)).json().remotes.mf_agent as {
    current: string | null;
    versions: { version: string }[];
    withdrawn?: { version: string; published_at: string; withdrawn_at: string }[];
  };

describe('withdrawing a version', () => {
  it('takes the deploy token: 401 without one, 403 with another, and changes nothing', async () => {
    await published('w-token');
    expect((await withdraw(first, 'w-token', {})).statusCode).toBe(401);
    expect((await withdraw(first, 'w-token', { authorization: 'Bearer nope' })).statusCode).toBe(
      403,
    );
    expect((await agentRegistry(first)).versions.map((item) => item.version)).toContain('w-token');
  });

  it('lists it apart, where no preview or promotion finds it, on every gateway', async () => {
    const manifest = await published('w-old');
    const before = await etagOf(first);
    const answer = await withdraw(first, 'w-old');
    expect(answer.statusCode).toBe(200);
    const { withdrawn_at } = answer.json();
    expect(answer.json()).toEqual({ remote: 'mf_agent', version: 'w-old', withdrawn_at });
    expect(String(answer.headers.etag)).not.toBe(before);

    const listed = await agentRegistry(first);
    expect(listed.versions.map((item) => item.version)).not.toContain('w-old');
    expect(listed.withdrawn).toEqual([expect.objectContaining({ version: 'w-old', withdrawn_at })]);
    await eventually(async () =>
      ((await agentRegistry(second)).withdrawn ?? []).some((item) => item.version === 'w-old'),
    );

    // Again: nothing changes, the first withdrawal's time is kept.
    const again = await withdraw(second, 'w-old');
    expect(again.statusCode).toBe(200);
    expect(again.json().withdrawn_at).toBe(withdrawn_at);

    const promoted = await promote(first, 'w-old', await etagOf(first));
    expect(promoted.statusCode).toBe(409);
    expect(promoted.json().code).toBe('version_withdrawn');
    const republished = await publish(first, 'mf_agent', 'w-old', { manifest });
    expect(republished.statusCode).toBe(409);
    expect(republished.json().code).toBe('version_withdrawn');
    expect((await agentRegistry(first)).current).not.toBe('w-old');
  });

  it('refuses the current version with 409 and a message, and changes nothing', async () => {
    await published('w-current');
    expect((await promote(first, 'w-current', await etagOf(first))).statusCode).toBe(200);
    const before = await etagOf(first);
    const answer = await withdraw(first, 'w-current');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      error: 'This is the current version: make another version current before withdrawing it',
      code: 'version_current',
    });
    expect(await etagOf(first)).toBe(before);
    expect((await agentRegistry(first)).current).toBe('w-current');
  });

  it('answers 404 for a version never published and 400 for a hostile one', async () => {
    expect((await withdraw(first, 'w-never')).statusCode).toBe(404);
    expect((await withdraw(first, 'w-x', auth, 'mf_nope')).statusCode).toBe(404);
    for (const version of ['.hidden', 'v%2Fx', 'v'.repeat(65)])
      expect((await withdraw(first, version)).statusCode, version).toBe(400);
  });

  it('lets one of a withdrawal and a promotion of the same version win, never both', async () => {
    for (const round of [1, 2, 3]) {
      const version = `w-race-${round}`;
      await published(version);
      const etag = await etagOf(first);
      const [promoted, withdrawn] = await Promise.all([
        promote(second, version, etag),
        withdraw(first, version),
      ]);
      const wins = [promoted.statusCode, withdrawn.statusCode].filter((code) => code === 200);
      expect(wins, `round ${round}`).toHaveLength(1);
      // Each gateway changed the registry once at most: both serve the last revision soon.
      await eventually(async () => (await etagOf(first)) === (await etagOf(second)));
      const listed = await agentRegistry(first);
      const isWithdrawn = (listed.withdrawn ?? []).some((item) => item.version === version);
      expect(listed.current === version, `round ${round}`).toBe(!isWithdrawn);
    }
  });
});
