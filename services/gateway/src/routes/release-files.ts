import { mkdirSync } from 'node:fs';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { RELEASES_PATH } from '../registry/manifest-urls';
import { builtFiles } from './built-files';

function releasesFolderReady(dir: string, log: FastifyBaseLogger): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    return true;
  } catch (error) {
    log.warn({ err: error, dir }, 'no releases folder; /releases/ is not served by this gateway');
    return false;
  }
}

/**
 * Releases made to this gateway's folder, under `/releases/`. Versions are folders that never change
 * once written; a release adds one while we run. A gateway on a read-only filesystem (an image) has
 * no such folder: its releases live on another static origin, and /releases/ is simply not served
 * here.
 */
export async function releaseFileRoutes(app: FastifyInstance, dir: string): Promise<void> {
  if (!releasesFolderReady(dir, app.log)) return;
  await app.register(
    fastifyStatic,
    builtFiles(dir, RELEASES_PATH, !app.hasReplyDecorator('sendFile')),
  );
}
