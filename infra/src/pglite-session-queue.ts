import type { PGlite } from '@electric-sql/pglite';

type Job = {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
};

/**
 * Message types that leave a client's extended-query exchange unfinished (Parse, Bind, Describe, Execute,
 * Close, Flush, CopyData): until its Sync, no other client may talk to the single PGlite backend.
 */
const MID_EXCHANGE = new Set(['P', 'B', 'D', 'E', 'C', 'H', 'd'].map((type) => type.charCodeAt(0)));
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * Replacement for pglite-socket 0.2.17's query queue. That queue interleaves single protocol messages of
 * different clients, so one pool's Bind lands on another's unnamed Parse ("bind message supplies 3
 * parameters, but prepared statement requires 1") as soon as two pools query at once. Here a client keeps
 * the backend from its first message until its exchange ends (Sync or simple Query) outside a transaction.
 */
export class SessionQueryQueue {
  private queue: Job[] = [];
  private owner: number | null = null;
  private processing = false;

  constructor(private readonly db: PGlite) {}

  enqueue(
    handlerId: number,
    message: Uint8Array,
    onData: (data: Uint8Array) => void,
  ): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (const job of this.queue.filter((queued) => queued.handlerId === handlerId)) {
      job.reject(new Error('Handler disconnected'));
    }
    this.queue = this.queue.filter((queued) => queued.handlerId !== handlerId);
  }

  /** A client gone mid-exchange or mid-transaction must not leave the backend to the next one in that state. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    await this.db.runExclusive(async () => {
      await this.db.execProtocolRawStream(SYNC, { onRawData: () => undefined });
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    });
    this.owner = null;
    void this.process();
  }

  private next(): Job | undefined {
    if (this.owner === null) return this.queue.shift();
    const index = this.queue.findIndex((job) => job.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let job = this.next(); job; job = this.next()) {
        const current = job;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (data) => {
                bytes += data.length;
                current.onData(data);
              },
            }),
          );
          const open = MID_EXCHANGE.has(current.message[0] ?? 0) || this.db.isInTransaction();
          this.owner = open ? current.handlerId : null;
          current.resolve(bytes);
        } catch (error) {
          if (this.owner === current.handlerId) this.owner = null;
          current.reject(error);
        }
      }
    } finally {
      this.processing = false;
    }
  }
}
