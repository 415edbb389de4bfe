import { randomUUID } from 'node:crypto';
import type { AllowedExtension } from '../uploads/file-kinds';

/** Keys the service makes: `<user id>/<random id>.<ext>`. Nothing from the client is in them. */
const KEY_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|doc|docx|jpg|png)$/;

export function newStorageKey(userId: string, extension: AllowedExtension): string {
  const key = `${userId.toLowerCase()}/${randomUUID()}.${extension}`;
  assertStorageKey(key);
  return key;
}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Drivers refuse anything else, so no key can name a path outside the store. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}
