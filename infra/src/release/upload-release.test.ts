import { mkdtempSync, readFileSync, existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseFiles } from './release-files';
import { ReleaseExistsError, uploadRelease } from './upload-release';

/** A remote's build as rspack writes it. */
function fakeBuild(marker = 'a'): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'nomada-build-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  };
  write('mf-manifest.json', JSON.stringify({ name: 'mf_agent', marker }));
  write('remoteEntry.js', `var mf_agent = "${marker}";`);
  write('remoteEntry.js.br', 'br');
  write('__federation_expose_app.0123456789.js', 'chunk');
  write('__federation_expose_app.0123456789.js.map', '{}');
  write('mf-stats.json', '{}');
  write('server/prerender.cjs', 'server');
  write('shared-fallback/react.abcdef0123.js', 'react');
  return dist;
}

describe('the files a release carries', () => {
  it('leaves maps, stats and the server build behind, and puts the manifest last', () => {
    const files = releaseFiles(fakeBuild());
    const names = files.map((file) => file.relative);
    expect(names).toEqual([
      '__federation_expose_app.0123456789.js',
      'remoteEntry.js',
      'remoteEntry.js.br',
      'shared-fallback/react.abcdef0123.js',
      'mf-manifest.json',
    ]);
    const headers = Object.fromEntries(files.map((file) => [file.relative, file.cacheControl]));
    expect(headers['__federation_expose_app.0123456789.js']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headers['remoteEntry.js']).toBe('no-cache');
    expect(headers['mf-manifest.json']).toBe('no-cache');
    expect(files.find((file) => file.relative === 'remoteEntry.js.br')?.contentType).toContain(
      'javascript',
    );
  });
});

describe('uploading to a folder', () => {
  it('writes the version whole, accepts the same files again, refuses other files', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'nomada-origin-'));
    const files = releaseFiles(fakeBuild('a'));
    expect(await uploadRelease(files, root, 'agent/v1')).toBe('uploaded');
    expect(readFileSync(path.join(root, 'agent/v1/remoteEntry.js'), 'utf8')).toContain('"a"');
    expect(await uploadRelease(files, root, 'agent/v1')).toBe('unchanged');
    await expect(uploadRelease(releaseFiles(fakeBuild('b')), root, 'agent/v1')).rejects.toThrow(
      ReleaseExistsError,
    );
    expect(readFileSync(path.join(root, 'agent/v1/remoteEntry.js'), 'utf8')).toContain('"a"');
    expect(existsSync(path.join(root, 'agent'))).toBe(true);
  });
});

describe('uploading to an S3 bucket', () => {
  let server: Server;
  let endpoint: string;
  const bucket = 'nomada-web';
  beforeAll(async () => {
    const s3rver = new S3rver({
      directory: mkdtempSync(path.join(tmpdir(), 'nomada-s3rver-')),
      silent: true,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    await s3rver.configureBuckets();
    server = createServer(s3rver.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    endpoint = `http://127.0.0.1:${address.port}`;
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_S3: endpoint,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(async () => {
    for (const key of ['AWS_ENDPOINT_URL_S3', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'])
      delete process.env[key];
    await new Promise((resolve) => server?.close(resolve));
  });

  it('puts each file with its headers, the same version again is fine, other files are refused', async () => {
    const files = releaseFiles(fakeBuild('a'));
    expect(await uploadRelease(files, `s3://${bucket}/remotes`, 'agent/v1')).toBe('uploaded');
    const chunk = await fetch(
      `${endpoint}/${bucket}/remotes/agent/v1/__federation_expose_app.0123456789.js`,
    );
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toContain('javascript');
    const manifest = await fetch(`${endpoint}/${bucket}/remotes/agent/v1/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${endpoint}/${bucket}/remotes/agent/v1/remoteEntry.js.br`)).status).toBe(
      404,
    );
    expect(await uploadRelease(files, `s3://${bucket}/remotes`, 'agent/v1')).toBe('unchanged');
    await expect(
      uploadRelease(releaseFiles(fakeBuild('b')), `s3://${bucket}/remotes`, 'agent/v1'),
    ).rejects.toThrow(ReleaseExistsError);
  });
});
