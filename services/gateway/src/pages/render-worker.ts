import { Worker } from 'node:worker_threads';
import type { Language, RemoteName } from '@nomada/contracts';

/**
 * The shell's prerenderer protocol (shell/src/prerender/prerender-worker.ts, built to
 * `shell/dist/server/prerender.cjs`): this job in `workerData`, one outcome message back.
 */
export type PrerenderJob = {
  origin: string;
  shellDist: string;
  remote: { name: RemoteName; serverEntry: string; manifestPath: string; manifestUrl: string };
};
export type PrerenderedPage = { path: string; language: Language; html: string };
type Outcome = { pages: PrerenderedPage[] } | { error: string };

/**
 * Runs the shell's prerenderer in a worker thread: React and the apps' server builds load there,
 * never into the gateway itself, and the memory goes with the worker when it ends.
 */
export function renderInWorker(
  workerFile: string,
  job: PrerenderJob,
  timeoutMs: number,
): Promise<PrerenderedPage[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData: job });
    const finish = (result: () => void) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      void worker.terminate();
      result();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`prerendering took longer than ${timeoutMs} ms`))),
      timeoutMs,
    );
    worker.on('message', (outcome: Outcome) =>
      finish(() =>
        'pages' in outcome ? resolve(outcome.pages) : reject(new Error(outcome.error)),
      ),
    );
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) =>
      finish(() => reject(new Error(`the prerenderer exited (code ${code}) without an answer`))),
    );
  });
}
