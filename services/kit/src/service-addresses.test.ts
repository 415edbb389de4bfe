import { describe, expect, it } from 'vitest';
import {
  instancesInTurn,
  isConnectionRefusal,
  serviceAddressSchema,
  serviceInstances,
} from './service-addresses';

describe('service addresses', () => {
  it('takes one URL or several comma-separated, normalised', () => {
    expect(serviceAddressSchema.parse('http://a:1/')).toBe('http://a:1');
    expect(serviceAddressSchema.parse(' http://a:1/, http://b:2 ')).toBe('http://a:1,http://b:2');
    expect(serviceInstances('http://a:1,http://b:2')).toEqual(['http://a:1', 'http://b:2']);
  });

  it('refuses anything that is not a list of http(s) URLs', () => {
    for (const bad of ['', ',', 'a:1', 'http://a:1,nonsense', 'ftp://a:1'])
      expect(serviceAddressSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('starts each call at the next instance, the others following', () => {
    const address = 'http://turn-a:1,http://turn-b:2';
    expect(instancesInTurn(address)).toEqual(['http://turn-a:1', 'http://turn-b:2']);
    expect(instancesInTurn(address)).toEqual(['http://turn-b:2', 'http://turn-a:1']);
    expect(instancesInTurn(address)).toEqual(['http://turn-a:1', 'http://turn-b:2']);
  });

  it('tells a refused connection from other failures, through fetch`s cause', () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }),
    });
    expect(isConnectionRefusal(refused)).toBe(true);
    const reset = new TypeError('fetch failed', {
      cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }),
    });
    expect(isConnectionRefusal(reset)).toBe(false);
  });
});
