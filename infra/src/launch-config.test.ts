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
    expect(() =>
      resolveLaunchConfig(
        { NODE_ENV: 'production', PUBLIC_URL: 'https://nomada.example' },
        dataDir,
      ),
    ).toThrow(/SESSION_SECRET is required/);
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

  const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };

  it('refuses production without an https PUBLIC_URL', () => {
    expect(() => resolveLaunchConfig(production, dataDir)).toThrow(/PUBLIC_URL is required/);
    for (const url of ['http://nomada.example', 'http://10.0.0.5:8080', 'ftp://nomada.example']) {
      expect(() => resolveLaunchConfig({ ...production, PUBLIC_URL: url }, dataDir)).toThrow(
        /PUBLIC_URL must be https in production/,
      );
    }
    expect(
      resolveLaunchConfig({ ...production, PUBLIC_URL: 'https://nomada.example' }, dataDir)
        .publicUrl,
    ).toBe('https://nomada.example');
  });

  it('accepts http in production for loopback names, which browsers treat as secure', () => {
    for (const url of ['http://localhost:8080', 'http://127.0.0.1:9300', 'http://[::1]:9300']) {
      expect(resolveLaunchConfig({ ...production, PUBLIC_URL: url }, dataDir).publicUrl).toBe(url);
    }
    // Outside production any address goes, as before.
    expect(resolveLaunchConfig({ PUBLIC_URL: 'http://nomada.lan:8080' }, dataDir).publicUrl).toBe(
      'http://nomada.lan:8080',
    );
  });

  it('refuses the development mailbox in production', () => {
    const https = { ...production, PUBLIC_URL: 'https://nomada.example' };
    expect(() => resolveLaunchConfig({ ...https, DEV_MAILBOX: 'true' }, dataDir)).toThrow(
      /DEV_MAILBOX=true is refused in production/,
    );
    expect(resolveLaunchConfig({ ...https, DEV_MAILBOX: 'false' }, dataDir).devMailbox).toBe(false);
    expect(() => resolveLaunchConfig({ DEV_MAILBOX: 'maybe' }, dataDir)).toThrow(/DEV_MAILBOX/);
  });
});

describe('childEnv and the development mailbox', () => {
  const resolved = {
    databaseUrl: 'postgres://embedded',
    redisUrl: 'redis://local',
    sessionSecret: 's'.repeat(40),
  };
  const mailboxFor = (env: NodeJS.ProcessEnv) =>
    childEnv(env, resolveLaunchConfig(env, dataDir), resolved).DEV_MAILBOX;

  it('turns the mailbox on outside production when there is no SMTP_URL', () => {
    expect(mailboxFor({})).toBe('true');
    expect(mailboxFor({ NODE_ENV: 'test', SMTP_URL: '' })).toBe('true');
  });

  it('leaves it off with SMTP_URL or in production', () => {
    expect(mailboxFor({ SMTP_URL: 'smtp://mail:25' })).toBe('false');
    expect(
      mailboxFor({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://nomada.example',
        SESSION_SECRET: 'x'.repeat(40),
      }),
    ).toBe('false');
  });

  it('keeps what the caller set explicitly', () => {
    expect(mailboxFor({ DEV_MAILBOX: 'false' })).toBe('false');
    expect(mailboxFor({ DEV_MAILBOX: 'true', SMTP_URL: 'smtp://mail:25' })).toBe('true');
  });
});
