import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger, loggerOptions } from './logger';

function capture(): { lines: Record<string, unknown>[]; stream: Writable } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

async function serviceWithRoutes(level: string) {
  const { lines, stream } = capture();
  const app = Fastify({
    logger: { ...(loggerOptions(level, 'test') as object), stream },
    childLoggerFactory: lazyChildLogger,
  });
  app.get('/quiet', async (request) => {
    request.log.info({ detail: 'hidden' }, 'below the level');
    return {};
  });
  app.get('/loud', async (request) => {
    request.log.warn({ user: { password: 'hunter2' } }, 'worth a look');
    return {};
  });
  await app.ready();
  return { app, lines };
}

describe('request loggers', () => {
  it('write what a request logs with its request id and redaction, as pino children do', async () => {
    const { app, lines } = await serviceWithRoutes('warn');
    await app.inject({ method: 'GET', url: '/loud' });
    await app.close();
    const line = lines.find((entry) => entry.msg === 'worth a look');
    expect(line).toMatchObject({ level: 40, service: 'test', user: { password: '[redacted]' } });
    expect(typeof line?.reqId).toBe('string');
  });

  it('write nothing below the level, request logging included, and keep info when it is enabled', async () => {
    const quiet = await serviceWithRoutes('warn');
    await quiet.app.inject({ method: 'GET', url: '/quiet' });
    await quiet.app.close();
    expect(quiet.lines).toEqual([]);

    const chatty = await serviceWithRoutes('info');
    await chatty.app.inject({ method: 'GET', url: '/quiet' });
    await chatty.app.close();
    const messages = chatty.lines.map((entry) => entry.msg);
    expect(messages).toEqual(['incoming request', 'below the level', 'request completed']);
    expect(new Set(chatty.lines.map((entry) => entry.reqId)).size).toBe(1);
  });

  it('make the pino child only when something is logged at an enabled level', () => {
    const child = { warn: vi.fn(), level: 'warn' } as unknown as FastifyBaseLogger;
    const parent = {
      level: 'warn',
      isLevelEnabled: (level: string) => level === 'warn' || level === 'error' || level === 'fatal',
      child: vi.fn(() => child),
    } as unknown as FastifyBaseLogger & { child: ReturnType<typeof vi.fn> };
    const logger = lazyChildLogger(parent, { reqId: 'r1' }, {});
    logger.info('nothing');
    logger.debug('nothing');
    expect(parent.child).not.toHaveBeenCalled();
    expect(logger.level).toBe('warn');
    logger.warn('something');
    logger.warn('more');
    expect(parent.child).toHaveBeenCalledTimes(1);
    expect(parent.child).toHaveBeenCalledWith({ reqId: 'r1' });
    expect(child.warn).toHaveBeenCalledTimes(2);
  });

  it('give a route with its own level its child at once', () => {
    const parent = { child: vi.fn(() => ({})) } as unknown as FastifyBaseLogger & {
      child: ReturnType<typeof vi.fn>;
    };
    lazyChildLogger(parent, { reqId: 'r2' }, { level: 'debug' });
    expect(parent.child).toHaveBeenCalledWith({ reqId: 'r2' }, { level: 'debug' });
  });
});

describe('signed download links', () => {
  it('never reach a log line: the request log keeps /files/ and nothing of the token', async () => {
    const { lines, stream } = capture();
    const app = Fastify({
      logger: { ...(loggerOptions('info', 'test') as object), stream },
      childLoggerFactory: lazyChildLogger,
    });
    app.get('/files/*', async (request) => {
      request.log.warn({ req: request }, 'looked at');
      return {};
    });
    const token =
      '0b6e5a3c-2f1d-4b7a-9c8e-1a2b3c4d5e6f.1795600000.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd';
    await app.inject({ method: 'GET', url: `/files/${token}?download=1` });
    await app.close();
    const text = JSON.stringify(lines);
    expect(text).not.toContain('1795600000');
    expect(text).not.toContain('AbCdEfGh');
    expect(lines.find((line) => line.msg === 'incoming request')).toMatchObject({
      req: { method: 'GET', url: '/files/[redacted]?download=1' },
    });
  });

  it('redacts signed paths, token-like segments, query values and fragments, in linear time', async () => {
    const { redactUrl } = await import('./redact-url');
    expect(redactUrl('/functions/auth-session')).toBe('/functions/auth-session');
    expect(redactUrl('/x/files/abc')).toBe('/x/files/abc');
    expect(redactUrl('/files/abc.123.sig?download=1')).toBe('/files/[redacted]?download=1');
    expect(redactUrl('/auth/confirm?token=s3cr3t&lang=es')).toBe(
      '/auth/confirm?token=[redacted]&lang=es',
    );
    expect(redactUrl('/reset-password#access_token=a&refresh_token=b')).toBe(
      '/reset-password#[redacted]',
    );
    expect(redactUrl('/calendar/Zx9fQ2kLm8Np4Rt6Vw1Yb3Cd5.ics')).toBe('/calendar/[redacted]');
    expect(redactUrl('/agent/applicants/6f1c0d4e-8a2b-4c3d-9e5f-0a1b2c3d4e5f')).toBe(
      '/agent/applicants/6f1c0d4e-8a2b-4c3d-9e5f-0a1b2c3d4e5f',
    );
    expect(redactUrl('/login?next=%2Fdashboard&email=ana%40example.com')).toBe(
      '/login?next=[redacted]&email=[redacted]',
    );
    const started = performance.now();
    expect(redactUrl(`/files/${'a'.repeat(1_000_000)}?q`)).toBe('/files/[redacted]?q');
    expect(redactUrl(`/${'/a1'.repeat(300_000)}?${'x=1&'.repeat(100_000)}`).length).toBeLessThan(
      2100,
    );
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
