import { describe, expect, it } from 'vitest';
import { ownerDatabaseUrls, rolePassword, rolePrefix } from './role-names';

describe('role names', () => {
  it('names roles after the database, the embedded maintenance database as nomada', () => {
    expect(rolePrefix('postgres')).toBe('nomada');
    expect(rolePrefix('nomada_e2e_ab12cd34')).toBe('nomada_e2e_ab12cd34');
  });

  it('keeps every role name within 63 bytes and two long or odd names apart', () => {
    const long = `nomada_${'x'.repeat(80)}`;
    const other = `nomada_${'x'.repeat(79)}y`;
    expect(`${rolePrefix(long)}_messaging_owner`.length).toBeLessThanOrEqual(63);
    expect(rolePrefix(long)).not.toBe(rolePrefix(other));
    expect(rolePrefix('Nomada-Prod')).toMatch(/^nomada_prod_[0-9a-f]{8}$/);
    expect(rolePrefix('1st')).toMatch(/^db_1st_[0-9a-f]{8}$/);
  });

  it("gives each owner its runtime and migration URLs on the admin's server and database", () => {
    const urls = ownerDatabaseUrls(
      'postgres://admin:pw@db.example:5433/nomada?sslmode=require',
      's'.repeat(32),
    );
    const runtime = new URL(urls.identity.databaseUrl);
    const owner = new URL(urls.identity.migrationDatabaseUrl);
    expect([runtime.username, owner.username]).toEqual([
      'nomada_identity',
      'nomada_identity_owner',
    ]);
    expect(runtime.host).toBe('db.example:5433');
    expect(runtime.pathname).toBe('/nomada');
    expect(runtime.searchParams.get('sslmode')).toBe('require');
    expect(runtime.password).toBe(rolePassword('s'.repeat(32), 'nomada_identity'));
    expect(runtime.password).not.toBe(owner.password);
    expect(new URL(urls.gateway.databaseUrl).username).toBe('nomada_gateway');
  });
});
