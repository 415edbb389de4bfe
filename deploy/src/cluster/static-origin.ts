import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import S3rver from 's3rver';
import { NODE } from './node-files';

export const STATIC_ORIGIN_HOST = 'static-origin.nomada-e2e.test';
export const S3_PORT = 8091;
export const DOCUMENTS_BUCKET = 'nomada-documents';
export const WEB_BUCKET = 'nomada-web';
/** Where pods (by the cluster DNS) and the browser reach the bucket of the remotes' releases. */
export const STATIC_ORIGIN = `http://${STATIC_ORIGIN_HOST}:${S3_PORT}`;

/**
 * The run's S3 (s3rver) on the node's address: the documents' bucket (production's STORAGE_URL) and
 * the static origin the remotes' teams release to (a bucket behind a CDN in production).
 */
export async function startObjectStore(dir: string): Promise<{ server: Server; endpoint: string }> {
  const s3rver = new S3rver({
    directory: mkdtempSync(path.join(dir, 's3-')),
    silent: true,
    // Path-style only: a CDN's host name is not a bucket's.
    vhostBuckets: false,
    configureBuckets: [DOCUMENTS_BUCKET, WEB_BUCKET].map((name) => ({ name, configs: [] })),
  });
  await s3rver.configureBuckets();
  const server = createServer(s3rver.callback());
  await new Promise<void>((resolve) => server.listen(S3_PORT, NODE.ip, resolve));
  return { server, endpoint: `http://${NODE.ip}:${S3_PORT}` };
}
