import { describe, expect, it } from 'vitest';
import { ConfigError, serviceUrl } from '@nomada/service-kit';
import { loadGatewayConfig } from './config';
import { codeOrigins } from './edge/csp';
import { findRepoRoot } from '@nomada/service-kit';

describe('gateway configuration', () => {
  it('derives service URLs from PORT unless one is given', () => {
    const config = loadGatewayConfig({ PORT: '9000', DOCUMENTS_URL: 'http://docs.internal:80/' });
    expect(config.services.identity).toEqual([serviceUrl('identity', 9000)]);
    expect(config.services.messaging).toEqual(['http://127.0.0.1:9004']);
    expect(config.services.documents).toEqual(['http://docs.internal:80']);
    expect(config.previewEnabled).toBe(false);
    expect(config.publicOrigin).toBe('http://localhost:9000');
    expect(config.origins.all).toEqual([
      'http://localhost:9000',
      'http://127.0.0.1:9000',
      'http://[::1]:9000',
    ]);
  });

  it('takes extra public origins, https only in production', () => {
    const extra = 'https://nomada.es, https://staging.nomada.example';
    expect(loadGatewayConfig({ EXTRA_PUBLIC_ORIGINS: extra }).origins.all).toContain(
      'https://nomada.es',
    );
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://nomada.example' };
    expect(() =>
      loadGatewayConfig({ ...production, EXTRA_PUBLIC_ORIGINS: 'http://nomada.es' }),
    ).toThrow(/EXTRA_PUBLIC_ORIGINS.*https/s);
    expect(() => loadGatewayConfig({ EXTRA_PUBLIC_ORIGINS: 'https://nomada.es/app' })).toThrow(
      /origin/,
    );
  });

  it('takes remote release origins, https only in production: their code runs in our pages', () => {
    expect(
      loadGatewayConfig({ REMOTE_ORIGINS: 'https://cdn.example, http://127.0.0.1:9000' }).releases
        .remoteOrigins,
    ).toEqual(['https://cdn.example', 'http://127.0.0.1:9000']);
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://nomada.example' };
    expect(() =>
      loadGatewayConfig({ ...production, REMOTE_ORIGINS: 'http://cdn.example' }),
    ).toThrow(/REMOTE_ORIGINS.*https/s);
    expect(() => loadGatewayConfig({ REMOTE_PUBLISH_TOKEN: 'short' })).toThrow(
      /REMOTE_PUBLISH_TOKEN/,
    );
  });

  it('requires an https PUBLIC_URL in production, except on this machine', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => loadGatewayConfig(production)).toThrow(/PUBLIC_URL/);
    expect(() => loadGatewayConfig({ ...production, PUBLIC_URL: 'http://nomada.example' })).toThrow(
      /PUBLIC_URL must be https/,
    );
    expect(
      loadGatewayConfig({ ...production, PUBLIC_URL: 'https://nomada.example' }).publicOrigin,
    ).toBe('https://nomada.example');
    expect(loadGatewayConfig({ ...production, PUBLIC_URL: 'http://localhost:8080' }).env).toBe(
      'production',
    );
  });

  it('serves the development mailbox only when asked, and never in production', () => {
    expect(loadGatewayConfig({}).devMailbox).toBe(false);
    expect(loadGatewayConfig({ DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(() =>
      loadGatewayConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://nomada.example',
        DEV_MAILBOX: 'true',
      }),
    ).toThrow(/DEV_MAILBOX: the development mailbox cannot be served in production/);
  });

  it('trusts a bounded set of proxies: a hop count or their addresses, never everyone', () => {
    expect(loadGatewayConfig({}).trustProxy).toBe(false);
    expect(loadGatewayConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadGatewayConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadGatewayConfig({ TRUST_PROXY: '10.0.0.0/8, fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    for (const everyone of ['true', 'TRUE', 'yes', '*', '0.0.0.0/0', '10.0.0.1,::/0'])
      expect(() => loadGatewayConfig({ TRUST_PROXY: everyone }), everyone).toThrow(
        /TRUST_PROXY: .*X-Forwarded-For/,
      );
    for (const wrong of ['10.0.0.300', '10.0.0.0/33', 'proxy.internal', '11'])
      expect(() => loadGatewayConfig({ TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY/);
  });

  it('rejects remote origins that are not URLs, naming the variable', () => {
    expect(() => loadGatewayConfig({ REMOTE_ORIGINS: 'https://ok.example,not a url' })).toThrow(
      ConfigError,
    );
    expect(() => loadGatewayConfig({ REMOTE_ORIGINS: 'javascript:alert(1)' })).toThrow(
      /REMOTE_ORIGINS/,
    );
  });

  it('points remotes at development servers and lists them as code origins', () => {
    const config = loadGatewayConfig({
      WEB_DEV_SERVERS: 'shell=http://localhost:8090, mf_marketing=http://localhost:8091',
      PUBLIC_URL: 'http://localhost:8080',
    });
    expect(config.devServers.shell).toBe('http://localhost:8090');
    expect(config.remoteUrls).toEqual({ mf_marketing: 'http://localhost:8091/mf-manifest.json' });
    expect(codeOrigins(config).sort()).toEqual(['http://localhost:8090', 'http://localhost:8091']);
    expect(() => loadGatewayConfig({ WEB_DEV_SERVERS: 'mf_other=http://localhost:1' })).toThrow(
      /WEB_DEV_SERVERS/,
    );
  });

  it('finds the workspace root from its own folder', () => {
    const root = findRepoRoot(import.meta.dirname);
    expect(loadGatewayConfig({}).webRoot).toBe(root);
    expect(root.endsWith('services/gateway')).toBe(false);
  });
});
