import { Worker, type WorkerOptions } from 'bullmq';
import type { Redis } from 'ioredis';
import { deliverEmail, type DeliverEmailDeps } from './deliver-email';
import { bullPrefix, EMAIL_QUEUE, type EmailJobData } from './email-queue';

export type EmailWorkerOptions = {
  redisPrefix: string;
  concurrency: number;
  /** BullMQ's stalled-job detection; the defaults (30 s) suit production, tests shorten them. */
  stalled?: Pick<WorkerOptions, 'lockDuration' | 'stalledInterval'>;
};

/** `connection` must be a worker connection (`maxRetriesPerRequest: null`, kit's createWorkerRedis). */
export function createEmailWorker(
  connection: Redis,
  deps: DeliverEmailDeps,
  { redisPrefix, concurrency, stalled }: EmailWorkerOptions,
): Worker<EmailJobData> {
  const worker = new Worker<EmailJobData>(
    EMAIL_QUEUE,
    async (job) => {
      const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      return deliverEmail(deps, job.data.emailId, { finalAttempt });
    },
    { connection, prefix: bullPrefix(redisPrefix), concurrency, ...stalled },
  );
  worker.on('error', (error) => deps.logger.error({ err: error.message }, 'email worker error'));
  return worker;
}
