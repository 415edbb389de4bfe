import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteManifest } from './helpers';
import {
  placeRelease,
  publish,
  readRegistry,
  startRegistryGateways,
  startStaticOrigin,
  type RegistryGateways,
  type StaticOrigin,
} from './release-support';

/**
 * Publishing asks nothing of an address before it is held to REMOTE_ORIGINS, tells the publisher
 * nothing of how an origin answered, and stops reading a manifest once it is too large (issue 25).
 */

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** A plain HTTP server counting what it is asked, answering with `handler` per path. */
async function startServer(handlers: Record<string, Handler> = {}) {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const handler = handlers[request.url ?? ''];
    if (handler) return handler(request, response);
    response.statusCode = 404;
    response.end('nothing here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    asked,
    handlers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A closed port on this machine: an origin that never answers. */
async function deadOrigin(): Promise<string> {
  const dead = await startServer();
  await dead.close();
  return dead.url;
}

let cdn: StaticOrigin;
let tricky: Awaited<ReturnType<typeof startServer>>;
let elsewhere: Awaited<ReturnType<typeof startServer>>;
let dead: string;
let gateways: RegistryGateways;

beforeAll(async () => {
  cdn = await startStaticOrigin();
  tricky = await startServer();
  elsewhere = await startServer();
  dead = await deadOrigin();
  gateways = await startRegistryGateways({
    REMOTE_ORIGINS: [cdn.url, tricky.url, dead].join(','),
  });
});
afterAll(async () => {
  await gateways?.close();
  await cdn?.app.close();
  await tricky?.close();
  await elsewhere?.close();
});

const versions = async () =>
  (await readRegistry(gateways.first)).json().remotes.mf_agent.versions as unknown[];

describe('publishing a version checks where its code is before asking anything of it', () => {
  it('refuses a publicPath or remoteEntry off REMOTE_ORIGINS, and asks that address nothing', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['pp-elsewhere', { publicPath: `${elsewhere.url}/agent/` }],
      ['pp-protocol-relative', { publicPath: `//${new URL(elsewhere.url).host}/agent/` }],
      ['pp-no-slash', { publicPath: cdn.url }],
      ['pp-own-origin', { publicPath: 'http://localhost/remotes/agent/' }],
      ['pp-javascript', { publicPath: 'javascript:alert(1)//' }],
      ['pp-function', { publicPath: undefined, getPublicPath: `return "${elsewhere.url}/"` }],
      ['entry-absolute', { remoteEntry: { name: 'remoteEntry.js', path: `${elsewhere.url}/` } }],
    ];
    for (const [version, metaData] of cases) {
      const manifest = placeRelease(cdn, version, { metaData });
      if ('publicPath' in metaData && metaData.publicPath === undefined) {
        const stored = JSON.parse(cdn.files.get(new URL(manifest).pathname) as string);
        delete stored.metaData.publicPath;
        cdn.files.set(new URL(manifest).pathname, JSON.stringify(stored));
      }
      const answer = await publish(gateways.first, 'mf_agent', version, { manifest });
      expect(answer.statusCode, version).toBe(400);
      expect(answer.json().code, version).toBe('manifest_invalid');
    }
    expect(elsewhere.asked).toEqual([]);
    expect(await versions()).toEqual([]);
  });

  it('refuses a manifest that would load remotes of its own', async () => {
    const manifest = `${cdn.url}/agent/nested/mf-manifest.json`;
    cdn.files.set(
      '/agent/nested/mf-manifest.json',
      JSON.stringify({
        ...remoteManifest('mf_agent'),
        remotes: [{ federationContainerName: 'x', entry: `${elsewhere.url}/mf-manifest.json` }],
      }),
    );
    cdn.files.set('/agent/nested/remoteEntry.js', 'var mf_agent;');
    const answer = await publish(gateways.first, 'mf_agent', 'nested', { manifest });
    expect(answer.json().code).toBe('manifest_invalid');
    expect(elsewhere.asked).toEqual([]);
  });

  it('takes a publicPath on an allowed origin, and checks its remoteEntry there', async () => {
    const manifest = placeRelease(cdn, 'pp-cdn', {
      metaData: { publicPath: `${cdn.url}/agent/pp-cdn/` },
    });
    expect((await publish(gateways.first, 'mf_agent', 'pp-cdn', { manifest })).statusCode).toBe(
      201,
    );
  });
});

describe('whatever an origin answers, the publisher is told the same', () => {
  const manifestAt = (base: string, version: string) => `${base}/agent/${version}/mf-manifest.json`;

  it('never echoes a status, a redirect or a network error', async () => {
    tricky.handlers['/agent/e500/mf-manifest.json'] = (_, response) => {
      response.statusCode = 500;
      response.end('database password is hunter2');
    };
    tricky.handlers['/agent/e302/mf-manifest.json'] = (_, response) => {
      response.writeHead(302, { location: `${elsewhere.url}/agent/mf-manifest.json` });
      response.end();
    };
    tricky.handlers['/agent/entry500/mf-manifest.json'] = (_, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(remoteManifest('mf_agent')));
    };
    tricky.handlers['/agent/entry500/remoteEntry.js'] = (_, response) => {
      response.statusCode = 503;
      response.end();
    };
    const attempts = [
      manifestAt(tricky.url, 'e500'),
      manifestAt(tricky.url, 'e302'),
      manifestAt(tricky.url, 'e404'),
      manifestAt(tricky.url, 'entry500'),
      manifestAt(dead, 'down'),
    ];
    const bodies = [];
    for (const [index, manifest] of attempts.entries()) {
      const answer = await publish(gateways.first, 'mf_agent', `oracle-${index}`, { manifest });
      expect(answer.statusCode, manifest).toBe(400);
      bodies.push(answer.json());
    }
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(bodies[0].code).toBe('manifest_invalid');
    expect(bodies[0].error).not.toMatch(/500|503|302|404|127\.0\.0\.1|ECONNREFUSED/);
    expect(elsewhere.asked).toEqual([]);
  });
});

describe('a manifest larger than 1 MB', () => {
  it('is refused as soon as a chunked body passes the cap, without reading the rest', async () => {
    const total = 4 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, ' ');
    let sent = 0;
    let finished = false;
    let closed!: () => void;
    const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
    tricky.handlers['/agent/trickle/mf-manifest.json'] = (_, response) => {
      response.setHeader('content-type', 'application/json');
      response.on('close', () => closed());
      response.write('{"name": "mf_agent", "padding": "');
      const next = () => {
        if (response.destroyed) return;
        if (sent >= total) {
          finished = true;
          response.end('"}');
          return;
        }
        sent += chunk.length;
        // A trickle: each chunk waits for the last to leave, then a little more.
        if (response.write(chunk)) setTimeout(next, 5);
        else response.once('drain', () => setTimeout(next, 5));
      };
      next();
    };
    const answer = await publish(gateways.first, 'mf_agent', 'trickle', {
      manifest: `${tricky.url}/agent/trickle/mf-manifest.json`,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('manifest_invalid');
    await connectionClosed;
    expect(finished).toBe(false);
    expect(sent).toBeLessThan(total);
  });
});
