import { describe, expect, it } from 'vitest';
import { ConfigError } from '@nomada/service-kit';
import { loadMessagingConfig } from './config';

const base = { DATABASE_URL: 'postgres://localhost/x', SESSION_SECRET: 'a'.repeat(32) };

describe('messaging config', () => {
  it('uses the development mailbox under <repo>/.data/mailbox when SMTP_URL is unset', () => {
    const config = loadMessagingConfig({ ...base, SMTP_URL: '' });
    expect(config.keepMail).toBe(true);
    expect(config.DEV_MAILBOX).toBe(false);
    expect(config.MAILBOX_DIR).toMatch(/[/\\]\.data[/\\]mailbox$/);
    expect(config.MAIL_FROM).toBe('Nomada <no-reply@nomada.localhost>');
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('refuses to boot in production without SMTP_URL, saying why', () => {
    expect(() => loadMessagingConfig({ ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadMessagingConfig({ ...base, NODE_ENV: 'production' })).toThrow(
      /SMTP_URL is required in production/,
    );
  });

  it('sends over SMTP when SMTP_URL is set', () => {
    const config = loadMessagingConfig({
      ...base,
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://user:pass@smtp.example.com',
      PUBLIC_URL: 'https://nomada.example/',
    });
    expect(config.keepMail).toBe(false);
    expect(config.PUBLIC_URL).toBe('https://nomada.example');
  });

  it('serves the mailbox only when DEV_MAILBOX says so, and never in production', () => {
    expect(loadMessagingConfig({ ...base, DEV_MAILBOX: 'true' }).DEV_MAILBOX).toBe(true);
    expect(() =>
      loadMessagingConfig({
        ...base,
        NODE_ENV: 'production',
        SMTP_URL: 'smtps://user:pass@smtp.example.com',
        PUBLIC_URL: 'https://nomada.example',
        DEV_MAILBOX: 'true',
      }),
    ).toThrow(/DEV_MAILBOX cannot be enabled in production/);
  });

  it('refuses a plain-http PUBLIC_URL in production, except on this machine', () => {
    const production = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' };
    expect(() =>
      loadMessagingConfig({ ...production, PUBLIC_URL: 'http://nomada.example' }),
    ).toThrow(/PUBLIC_URL must be https/);
    expect(
      loadMessagingConfig({ ...production, PUBLIC_URL: 'http://127.0.0.1:8080' }).PUBLIC_URL,
    ).toBe('http://127.0.0.1:8080');
  });
});
