import { describe, expect, it } from 'vitest';
import { isDependencyUnavailable } from './dependency-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDependencyUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'PostgreSQL shutting down (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['PostgreSQL starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['no connection slot left (53300)', withCode('sorry, too many clients already', '53300')],
    ['the pool losing its server', new Error('Connection terminated unexpectedly')],
    ['the pool timing out', new Error('timeout exceeded when trying to connect')],
    [
      'a wrapped cause',
      new Error('query failed', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ],
    [
      'one of an AggregateError',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ],
  ])('is true for %s', (_what, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error in SQL', withCode('syntax error at or near "FORM"', '42601')],
    ['a message that only mentions a refusal', new Error('the caller said ECONNREFUSED')],
    ['something that is not an error', { code: 'ECONNREFUSED' }],
  ])('is false for %s', (_what, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });

  it('does not follow a cycle of causes forever', () => {
    const error = new Error('loop');
    (error as { cause?: unknown }).cause = error;
    expect(isDependencyUnavailable(error)).toBe(false);
  });
});
