import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '@nomada/service-kit';
import { pathGuardPlugin, rewriteToNormalUrl } from './path-guard';

describe('the path guard log', () => {
  it('writes a refused URL without its signed file path, secret query values or fragment', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({
      logger: { ...(loggerOptions('info', 'gateway') as object), stream },
      rewriteUrl: rewriteToNormalUrl,
    });
    await app.register(pathGuardPlugin);
    const refused = '/files/a%2Fdoc.1795600000.AbCdEfSecret?token=T0kenSecret&lang=es';
    const response = await app.inject({ method: 'GET', url: refused });
    await app.close();
    expect(response.statusCode).toBe(400);
    const logged = lines.join('');
    expect(logged).toContain('request path refused');
    expect(logged).not.toContain('AbCdEfSecret');
    expect(logged).not.toContain('T0kenSecret');
    expect(logged).toContain('/files/[redacted]?token=[redacted]&lang=es');
  });
});
