import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionQueryQueue } from './pglite-session-queue';

const message = (type: string, body: number[] = []) =>
  new Uint8Array([type.charCodeAt(0), 0, 0, 0, 4 + body.length, ...body]);
/** Parse of the unnamed statement `select 1`: starts an extended-query exchange. */
const PARSE_BODY = [0, ...Buffer.from('select 1'), 0, 0, 0];

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
}, 60_000);
afterAll(async () => {
  await db.close();
});

describe('SessionQueryQueue', () => {
  it("keeps another client's messages out until the first client's exchange is synced", async () => {
    const queue = new SessionQueryQueue(db);
    const order: string[] = [];
    const run = (handler: number, type: string, body?: number[]) =>
      queue
        .enqueue(handler, message(type, body), () => undefined)
        .then(() => order.push(`${handler}${type}`));

    // Client 1 is mid-exchange after its Parse, so it owns the backend until its Sync; client 2's Sync waits.
    await run(1, 'P', PARSE_BODY);
    const waiting = run(2, 'S');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['1P']);
    await run(1, 'S');
    await waiting;
    expect(order).toEqual(['1P', '1S', '2S']);
  });

  it('frees the backend when its owner disconnects', async () => {
    const queue = new SessionQueryQueue(db);
    await queue.enqueue(1, message('P', PARSE_BODY), () => undefined);
    const waiting = queue.enqueue(2, message('S'), () => undefined);
    queue.clearQueueForHandler(1);
    await queue.clearTransactionIfNeeded(1);
    await expect(waiting).resolves.toBeGreaterThanOrEqual(0);
  });
});
