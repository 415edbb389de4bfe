import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { bullPrefix } from '../../queues/email-queue';
import { answerChatRequest, type AnswerChatDeps } from './answer-chat-request';
import { CHAT_QUEUE, type ChatJobData } from './chat-queue';

export type ChatWorkerOptions = {
  redisPrefix: string;
  concurrency: number;
  /**
   * Short on purpose: when a worker dies mid-answer its job's lock lapses after `lockDuration` and
   * another worker (or the restarted one) answers while the applicant still waits.
   */
  lockDuration: number;
  stalledInterval: number;
};

/** `connection` must be a worker connection (`maxRetriesPerRequest: null`, kit's createWorkerRedis). */
export function createChatWorker(
  connection: Redis,
  deps: AnswerChatDeps,
  { redisPrefix, concurrency, lockDuration, stalledInterval }: ChatWorkerOptions,
): Worker<ChatJobData> {
  const worker = new Worker<ChatJobData>(
    CHAT_QUEUE,
    async (job) => {
      const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      return answerChatRequest(deps, job.data.requestId, { finalAttempt });
    },
    {
      connection,
      prefix: bullPrefix(redisPrefix),
      concurrency,
      lockDuration,
      stalledInterval,
      maxStalledCount: 1,
    },
  );
  worker.on('error', (error) => deps.logger.error({ err: error.message }, 'chat worker error'));
  return worker;
}
