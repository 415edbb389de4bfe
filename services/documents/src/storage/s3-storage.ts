import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { S3Settings } from '../config';
import type { FileStorage, StoredFile } from './file-storage';
import { assertStorageKey } from './storage-keys';
import { inStorage } from './storage-unavailable';

const PUT_ATTEMPTS = 3;

/** A refusal (wrong credentials, no such bucket) stays a refusal; a dropped connection or a 5xx may pass. */
function isWorthRetrying(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === undefined || status >= 500 || status === 429;
}

function sdkLogger(log: FastifyBaseLogger) {
  const quiet = () => undefined;
  return {
    trace: quiet,
    debug: quiet,
    info: quiet,
    warn: (...content: unknown[]) => log.warn({ s3: content }, 'S3 client warning'),
    error: (...content: unknown[]) => log.error({ s3: content }, 'S3 client error'),
  };
}

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * Files in an S3-compatible bucket, shared by every documents instance. Each file is sent with one
 * PUT of known length straight from the spool file (read as a stream, never held whole in memory):
 * S3 stores an object all at once, so a reader never sees half of one. The SDK is loaded only when
 * this driver is configured.
 */
export async function createS3Storage(
  settings: S3Settings,
  log: FastifyBaseLogger,
): Promise<FileStorage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible servers do not all take the SDK's
    // default streaming (aws-chunked) checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK's own warnings go to our log, not to the console.
    logger: sdkLogger(log),
  });
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${settings.prefix}${key}`;
  };

  return {
    driver: 's3',

    async commit(key, spoolPath, { size, contentType }) {
      const Key = objectKey(key);
      // The SDK cannot retry a streamed body; each attempt here opens the spool file again.
      await inStorage('store a file', async () => {
        for (let attempt = 1; ; attempt++) {
          try {
            return await client.send(
              new PutObjectCommand({
                Bucket: settings.bucket,
                Key,
                Body: createReadStream(spoolPath),
                ContentLength: size,
                ContentType: contentType,
              }),
            );
          } catch (error) {
            if (attempt >= PUT_ATTEMPTS || !isWorthRetrying(error)) throw error;
            log.warn({ err: error, attempt }, 'storing a file in S3 failed; trying again');
            await new Promise((resolve) => setTimeout(resolve, 150 * attempt ** 2));
          }
        }
      });
      await unlink(spoolPath).catch(() => undefined);
    },

    async open(key): Promise<StoredFile | null> {
      const Key = objectKey(key);
      return inStorage('read a file', async () => {
        try {
          const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key }));
          if (!answer.Body) return null;
          return { body: answer.Body as Readable, size: Number(answer.ContentLength ?? 0) };
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      });
    },

    async remove(key) {
      const Key = objectKey(key);
      await inStorage('remove a file', () =>
        client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key })),
      );
    },

    async close() {
      client.destroy();
    },
  };
}
