import type { Readable } from 'node:stream';

export class BodyTimeoutError extends Error {
  constructor() {
    super('request body not received in time');
  }
}

/**
 * The whole body of a small call, read before anything is forwarded: a client that sends it a byte at
 * a time holds a slot here for at most `remainingMs`, never a connection to a service. Rejects with
 * BodyTimeoutError when it has not all arrived by then, or with the stream's error.
 */
export function readWholeBody(body: Readable, remainingMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const finish = (error: Error | null) => {
      clearTimeout(timer);
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
      if (error) reject(error);
      else resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => chunks.push(chunk);
    const onEnd = () => finish(null);
    const onError = (error: Error) => finish(error);
    const timer = setTimeout(() => finish(new BodyTimeoutError()), Math.max(0, remainingMs));
    // The request may still fail after we stopped listening (the client gives up): nothing to do then.
    body.on('error', () => undefined);
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', onError);
  });
}
