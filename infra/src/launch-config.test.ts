import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { childEnv, LaunchError, resolveLaunchConfig } from './launch-config';

const dataDir = '/tmp/nomada-data';

describe('resolveLaunchConfig', () => {
  it('defaults to a local development platform on 8080', () => {
    const config = resolveLaunchConfig({}, dataDir);
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      nodeEnv: 'development',
      databaseUrl: null,
      redisUrl: null,
      redisPrefix: 'nomada',
      sessionSecret: null,
      storageDir: path.join(dataDir, 'storage'),
      mailboxDir: path.join(dataDir, 'mailbox'),
    });
  });

  it('gives another PORT its own folders and Redis prefix so two copies run side by side', () => {
    const config = resolveLaunchConfig({ PORT: '9090' }, dataDir);
    expect(config.publicUrl).toBe('http://localhost:9090');
    expect(config.redisPrefix).toBe('nomada-9090');
    expect(config.storageDir).toBe(path.join(dataDir, 'storage-9090'));
  });

  it('takes production settings from the environment as given', () => {
    const config = resolveLaunchConfig(
      {
        NODE_ENV: 'production',
        PORT: '3000',
        PUBLIC_URL: 'https://nomada.example/',
        DATABASE_URL: 'postgres://db/nomada',
        REDIS_URL: 'redis://cache:6379',
        SESSION_SECRET: 'x'.repeat(40),
        STORAGE_DIR: '/srv/files',
        REDIS_PREFIX: '',
      },
      dataDir,
    );
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'https://nomada.example',
      databaseUrl: 'postgres://db/nomada',
      redisUrl: 'redis://cache:6379',
      redisPrefix: 'nomada-3000',
      storageDir: '/srv/files',
    });
  });

  it('requires SESSION_SECRET in production and refuses short ones and bad ports', () => {
    expect(() => resolveLaunchConfig({ NODE_ENV: 'production' }, dataDir)).toThrow(
      /SESSION_SECRET is required/,
    );
    expect(() => resolveLaunchConfig({ SESSION_SECRET: 'short' }, dataDir)).toThrow(LaunchError);
    expect(() => resolveLaunchConfig({ PORT: 'abc' }, dataDir)).toThrow(/PORT/);
    expect(() => resolveLaunchConfig({ NODE_ENV: 'staging' }, dataDir)).toThrow(/NODE_ENV/);
  });

  it('hands children the resolved values on top of the caller environment', () => {
    const config = resolveLaunchConfig({}, dataDir);
    const env = childEnv({ REMOTE_MF_AGENT_URL: 'https://cdn/x', PORT: '1' }, config, {
      databaseUrl: 'postgres://embedded',
      redisUrl: 'redis://local',
      sessionSecret: 's'.repeat(40),
    });
    expect(env).toMatchObject({
      REMOTE_MF_AGENT_URL: 'https://cdn/x',
      PORT: '8080',
      DATABASE_URL: 'postgres://embedded',
      REDIS_URL: 'redis://local',
      REDIS_PREFIX: 'nomada',
      MAILBOX_DIR: path.join(dataDir, 'mailbox'),
    });
  });
});
