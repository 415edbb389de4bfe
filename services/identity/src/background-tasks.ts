import type { FastifyBaseLogger } from 'fastify';

/** Work done after the answer has gone out; shutdown waits for it. */
export type BackgroundTasks = {
  run(name: string, task: () => Promise<void>, log: FastifyBaseLogger): void;
  /** Resolves once everything started so far has finished (shutdown, tests). */
  settled(): Promise<void>;
};

export function createBackgroundTasks(): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task, log) {
      const work: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(work));
      pending.add(work);
    },
    async settled() {
      await Promise.allSettled([...pending]);
    },
  };
}
