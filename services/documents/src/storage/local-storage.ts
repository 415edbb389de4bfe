import { copyFile, mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from './file-storage';
import { assertStorageKey } from './storage-keys';
import { inStorage, StorageUnavailableError } from './storage-unavailable';

const isCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/** Files under `root`, one folder per user; written by rename, so a reader sees all of a file or none. */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    driver: 'local',

    async commit(key, spoolPath) {
      const target = pathOf(key);
      await inStorage('store a file', async () => {
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await rename(spoolPath, target);
        } catch (error) {
          if (!isCode(error, 'EXDEV')) throw error;
          // The spool sits on another file system: copy beside the target, then rename there.
          const temporary = `${target}.${process.pid}.tmp`;
          try {
            await copyFile(spoolPath, temporary);
            await rename(temporary, target);
          } catch (copyError) {
            await unlink(temporary).catch(() => undefined);
            throw copyError;
          }
          await unlink(spoolPath).catch(() => undefined);
        }
      });
    },

    async open(key): Promise<StoredFile | null> {
      const file = pathOf(key);
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isCode(error, 'ENOENT')) return null;
        throw new StorageUnavailableError('read a file', error);
      }
      try {
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw new StorageUnavailableError('read a file', error);
      }
    },

    async remove(key) {
      const file = pathOf(key);
      try {
        await unlink(file);
      } catch (error) {
        if (!isCode(error, 'ENOENT')) throw new StorageUnavailableError('remove a file', error);
      }
    },

    async close() {},
  };
}
