import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { mayTryElsewhere } from './retry-policy';

const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
const closed = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
const timeout = Object.assign(new Error('headers timeout'), { code: 'UND_ERR_HEADERS_TIMEOUT' });

describe('mayTryElsewhere', () => {
  it('sends a refused call on whatever its method, when its body can be sent again', () => {
    expect(mayTryElsewhere(refused, 'POST', Buffer.from('{}'))).toBe('refused');
    expect(mayTryElsewhere(refused, 'POST', null)).toBe('refused');
    expect(mayTryElsewhere(refused, 'POST', Readable.from([Buffer.from('x')]))).toBe('refused');
  });

  it('keeps a call whose streamed body has been read, even when refused', () => {
    const body = Readable.from([Buffer.from('x')]);
    body.read();
    expect(mayTryElsewhere(refused, 'POST', body)).toBe('no');
  });

  it('sends a broken safe read elsewhere, never a broken call that may have changed something', () => {
    expect(mayTryElsewhere(closed, 'GET', null)).toBe('closed');
    expect(mayTryElsewhere(closed, 'POST', Buffer.from('{}'))).toBe('no');
    expect(mayTryElsewhere(closed, 'POST', null)).toBe('no');
  });

  it('keeps a call the instance was slow to answer: it may be working on it', () => {
    expect(mayTryElsewhere(timeout, 'GET', null)).toBe('no');
  });
});
