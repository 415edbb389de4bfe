export * from './databases';
export * from './redis';

/** A SESSION_SECRET for tests only. */
export const TEST_SESSION_SECRET = 'test-secret-that-is-long-enough-for-hmac-keys-0123456789';
