import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureSessionSecret } from './session-secret';

describe('ensureSessionSecret', () => {
  it('generates a long secret once, private to its owner, and reuses it', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'secret-')), 'nested', 'session-secret');
    const first = ensureSessionSecret(file);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(ensureSessionSecret(file)).toBe(first);
  });
});
