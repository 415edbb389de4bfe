import { describe, expect, it } from 'vitest';
import { documentsConfigSchema } from './config';

const base = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/nomada',
  SESSION_SECRET: 'a-session-secret-of-at-least-32-characters',
  PORT: '8080',
};

describe('documents configuration', () => {
  it('keeps files under STORAGE_DIR and finds identity beside it by default', () => {
    const config = documentsConfigSchema.parse({ ...base, STORAGE_DIR: '/srv/files' });
    expect(config.STORAGE_DIR).toBe('/srv/files');
    expect(config.s3).toBeNull();
    expect(config.IDENTITY_URL).toBe('http://127.0.0.1:8081');
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('defaults STORAGE_DIR to .data/storage of the workspace', () => {
    expect(documentsConfigSchema.parse(base).STORAGE_DIR).toMatch(/\/\.data\/storage$/);
  });

  it('selects a bucket (and a prefix inside it) with STORAGE_URL', () => {
    const config = documentsConfigSchema.parse({
      ...base,
      STORAGE_URL: 's3://nomada-docs/eu/prod',
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000',
      AWS_REGION: 'eu-south-2',
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      bucket: 'nomada-docs',
      prefix: 'eu/prod/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-south-2',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret', sessionToken: undefined },
    });
  });

  it('uses AWS itself, virtual-hosted, with the SDK’s own credentials when none are given', () => {
    const config = documentsConfigSchema.parse({ ...base, STORAGE_URL: 's3://nomada-docs' });
    expect(config.s3).toMatchObject({
      bucket: 'nomada-docs',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    [{ STORAGE_URL: 'https://bucket' }],
    [{ STORAGE_URL: 's3://B' }],
    [{ STORAGE_URL: 's3://ok-bucket', AWS_ACCESS_KEY_ID: 'key-without-secret' }],
    [{ S3_FORCE_PATH_STYLE: 'maybe' }],
  ])('refuses %j', (env) => {
    expect(documentsConfigSchema.safeParse({ ...base, ...env }).success).toBe(false);
  });
});
