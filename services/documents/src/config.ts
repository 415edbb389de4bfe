import path from 'node:path';
import { z } from 'zod';
import { isRealDate } from '@nomada/contracts';
import {
  baseConfigSchema,
  extraPublicOriginsSchema,
  findRepoRoot,
  loadConfig,
  publicOrigins,
  requireHttpsInProduction,
  serviceAddressSchema,
  serviceUrl,
} from '@nomada/service-kit';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** `s3://bucket` or `s3://bucket/prefix`: where documents live when they are not on this disk. */
const storageUrl = z
  .string()
  .regex(
    /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9._/-]*)?$/,
    'STORAGE_URL must look like s3://bucket or s3://bucket/prefix',
  );

export const documentsConfigSchema = baseConfigSchema
  .extend({
    /** Where identity listens; derived from PORT like every internal address. */
    IDENTITY_URL: serviceAddressSchema.optional(),
    /** Where messaging listens (agents' notifications of uploads); derived from PORT likewise. */
    MESSAGING_URL: serviceAddressSchema.optional(),
    /** Other names the gateway serves (its EXTRA_PUBLIC_ORIGINS): links follow the page's name. */
    EXTRA_PUBLIC_ORIGINS: extraPublicOriginsSchema.default([]),
    /** Uploaded files (local driver), and the spool every upload is streamed into first. */
    STORAGE_DIR: z.string().optional(),
    STORAGE_URL: storageUrl.optional(),
    /** An S3-compatible endpoint (MinIO, R2, s3rver); empty means AWS itself. */
    AWS_ENDPOINT_URL_S3: z.url().optional(),
    AWS_ENDPOINT_URL: z.url().optional(),
    AWS_REGION: z.string().default('us-east-1'),
    AWS_ACCESS_KEY_ID: z.string().optional(),
    AWS_SECRET_ACCESS_KEY: z.string().optional(),
    AWS_SESSION_TOKEN: z.string().optional(),
    /** Path-style addressing (`endpoint/bucket/key`), which most S3-compatible servers need. */
    S3_FORCE_PATH_STYLE: flag.optional(),
    /** Days after a case's final decision its files are kept (the privacy policy says 90). */
    DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /**
     * A stored file no row claimed this long after it was queued is removed (an instance died
     * mid-upload); longer than any upload takes between storing its file and recording it.
     */
    UPLOAD_LEFTOVER_AFTER_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(10 * 60_000),
    /**
     * Regional and local holidays (decision 081), comma-separated `YYYY-MM-DD`: those of the
     * authority's seat and of where the firm's applicants live. Legal deadlines skip them as they skip
     * Spain's national holidays.
     */
    EXTRA_HOLIDAYS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((day) => day.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().refine(isRealDate, 'EXTRA_HOLIDAYS lists dates as YYYY-MM-DD'))),
    /** How often the retention sweep runs; daily. */
    RETENTION_SWEEP_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(24 * 60 * 60 * 1000),
  })
  .superRefine(requireHttpsInProduction)
  .superRefine((config, ctx) => {
    if (Boolean(config.AWS_ACCESS_KEY_ID) !== Boolean(config.AWS_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['AWS_SECRET_ACCESS_KEY'],
        message: 'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together',
      });
    }
  })
  .transform((config) => {
    const endpoint = config.AWS_ENDPOINT_URL_S3 ?? config.AWS_ENDPOINT_URL;
    const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
    return {
      ...config,
      PUBLIC_URL: publicUrl,
      publicOrigins: publicOrigins(publicUrl, config.EXTRA_PUBLIC_ORIGINS),
      IDENTITY_URL: config.IDENTITY_URL ?? serviceUrl('identity', config.PORT),
      MESSAGING_URL: config.MESSAGING_URL ?? serviceUrl('messaging', config.PORT),
      STORAGE_DIR: path.resolve(
        config.STORAGE_DIR ?? path.join(findRepoRoot(import.meta.dirname), '.data', 'storage'),
      ),
      s3: config.STORAGE_URL
        ? {
            ...parseStorageUrl(config.STORAGE_URL),
            endpoint,
            region: config.AWS_REGION,
            forcePathStyle: config.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
            credentials:
              config.AWS_ACCESS_KEY_ID && config.AWS_SECRET_ACCESS_KEY
                ? {
                    accessKeyId: config.AWS_ACCESS_KEY_ID,
                    secretAccessKey: config.AWS_SECRET_ACCESS_KEY,
                    sessionToken: config.AWS_SESSION_TOKEN,
                  }
                : undefined,
          }
        : null,
    };
  });

export type DocumentsConfig = z.output<typeof documentsConfigSchema>;
export type S3Settings = NonNullable<DocumentsConfig['s3']>;

function parseStorageUrl(url: string): { bucket: string; prefix: string } {
  const [bucket = '', ...rest] = url.slice('s3://'.length).split('/');
  const prefix = rest.filter(Boolean).join('/');
  return { bucket, prefix: prefix ? `${prefix}/` : '' };
}

export function loadDocumentsConfig(env: NodeJS.ProcessEnv = process.env): DocumentsConfig {
  return loadConfig(documentsConfigSchema, env);
}
