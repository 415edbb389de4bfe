import { describe, expect, it } from 'vitest';
import { ConfigError, serviceUrl } from '@nomada/service-kit';
import { loadGatewayConfig } from './config';
import { codeOrigins } from './lib/csp';
import { findRepoRoot } from './lib/repo-root';

describe('gateway configuration', () => {
  it('derives service URLs from PORT unless one is given', () => {
    const config = loadGatewayConfig({ PORT: '9000', DOCUMENTS_URL: 'http://docs.internal:80/' });
    expect(config.services.identity).toBe(serviceUrl('identity', 9000));
    expect(config.services.messaging).toBe('http://127.0.0.1:9004');
    expect(config.services.documents).toBe('http://docs.internal:80');
    expect(config.previewEnabled).toBe(false);
    expect(config.publicOrigin).toBeNull();
  });

  it('rejects preview origins that are not URLs, naming the variable', () => {
    expect(() => loadGatewayConfig({ PREVIEW_ORIGINS: 'https://ok.example,not a url' })).toThrow(
      ConfigError,
    );
    expect(() => loadGatewayConfig({ PREVIEW_ORIGINS: 'javascript:alert(1)' })).toThrow(
      /PREVIEW_ORIGINS/,
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
