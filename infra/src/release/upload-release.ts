import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseFile } from './release-files';

export type UploadResult = 'uploaded' | 'unchanged';

export class ReleaseExistsError extends Error {
  constructor(where: string) {
    super(
      `${where} already holds this version with other files; versions never change: pick another`,
    );
  }
}

/**
 * Into a folder a static server serves: written under a temporary name and renamed, so the version's
 * folder appears whole or not at all. The same files again change nothing; other files are refused.
 */
function toFolder(files: ReleaseFile[], root: string, folder: string): UploadResult {
  const target = path.resolve(root, folder);
  if (existsSync(target)) {
    const same = files.every((file) => {
      const there = path.join(target, file.relative);
      return existsSync(there) && readFileSync(there).equals(readFileSync(file.absolute));
    });
    if (!same) throw new ReleaseExistsError(target);
    return 'unchanged';
  }
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  for (const file of files) {
    const destination = path.join(partial, file.relative);
    mkdirSync(path.dirname(destination), { recursive: true });
    writeFileSync(destination, readFileSync(file.absolute));
  }
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(partial, target);
  return 'uploaded';
}

/** `s3://bucket/prefix` → bucket and key prefix (without slashes at its ends). */
function s3Location(url: string): { bucket: string; prefix: string } {
  const { host, pathname } = new URL(url);
  return { bucket: host, prefix: pathname.replace(/^\/+|\/+$/g, '') };
}

/**
 * Into an S3-compatible bucket (AWS, MinIO, R2: `AWS_ENDPOINT_URL_S3` and the SDK's credentials),
 * each object with its Content-Type and Cache-Control, the manifest last. A bucket cannot choose an
 * encoding per request, so the precompressed copies stay behind (a CDN in front compresses).
 */
async function toBucket(files: ReleaseFile[], url: string, folder: string): Promise<UploadResult> {
  const { S3Client, GetObjectCommand, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const endpoint = process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL;
  const client = new S3Client({
    region: process.env.AWS_REGION ?? 'us-east-1',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  });
  const { bucket, prefix } = s3Location(url);
  const key = (relative: string) => [prefix, folder, relative].filter(Boolean).join('/');
  try {
    const plain = files.filter((file) => !/\.(br|gz)$/.test(file.relative));
    const manifest = plain.find((file) => file.relative === 'mf-manifest.json');
    try {
      const existing = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: key('mf-manifest.json') }),
      );
      const bytes = Buffer.from((await existing.Body?.transformToByteArray()) ?? []);
      if (manifest && bytes.equals(readFileSync(manifest.absolute))) return 'unchanged';
      throw new ReleaseExistsError(`s3://${bucket}/${key('')}`);
    } catch (error) {
      if (error instanceof ReleaseExistsError) throw error;
      if ((error as { name?: string }).name !== 'NoSuchKey') throw error;
    }
    for (const file of plain)
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(file.relative),
          Body: readFileSync(file.absolute),
          ContentType: file.contentType,
          CacheControl: file.cacheControl,
        }),
      );
    return 'uploaded';
  } finally {
    client.destroy();
  }
}

/** Puts a version's files at `<to>/<folder>/`: a local folder, or `s3://bucket/prefix`. */
export async function uploadRelease(
  files: ReleaseFile[],
  to: string,
  folder: string,
): Promise<UploadResult> {
  return to.startsWith('s3://') ? toBucket(files, to, folder) : toFolder(files, to, folder);
}
