import type { Readable } from 'node:stream';

/** A stored file, opened for reading. */
export type StoredFile = { body: Readable; size: number };

/**
 * Where uploaded documents live. Every upload is first streamed whole into a spool file on this
 * machine (so its size is known and its bytes judged before anything reaches the store); `commit`
 * moves that file under its final key in one step, so a reader never sees half a file.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** Moves (or copies and removes) the spool file at `spoolPath` to `key`. */
  commit(
    key: string,
    spoolPath: string,
    file: { size: number; contentType: string },
  ): Promise<void>;
  /** The file, or null when nothing is stored under `key`. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}
