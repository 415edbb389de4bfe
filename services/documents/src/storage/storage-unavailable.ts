/**
 * The store did not do what was asked (a bucket that does not answer, a disk that is full). The
 * error handler logs it with its cause and answers 503 `unavailable`: the client's request was
 * fine and may be tried again.
 */
export class StorageUnavailableError extends Error {
  readonly statusCode = 503;

  constructor(operation: string, cause: unknown) {
    super(`storage could not ${operation}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Runs one storage operation, turning its failure into StorageUnavailableError. */
export async function inStorage<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new StorageUnavailableError(operation, error);
  }
}
