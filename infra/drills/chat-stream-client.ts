import { delay } from './drill-platform';

/**
 * A lawyer-chat reader as the browser's is (shared-ui/lawyer-chat `use-lawyer-message-stream`):
 * it opens the event stream, reloads the conversation once the stream is open (the service
 * subscribes before it answers, so nothing stored from then on can be missed), and when the stream
 * ends or breaks it opens it again. It keeps the id of every message it has seen.
 */
export class ChatStreamClient {
  readonly seen = new Set<string>();
  opened = 0;
  failedOpens = 0;
  private stopped = false;
  private controller: AbortController | null = null;
  private readonly running: Promise<void>;

  constructor(
    private readonly baseUrl: string,
    private readonly cookie: string,
    private readonly userId: string | null,
  ) {
    this.running = this.loop();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      this.controller = new AbortController();
      try {
        const query = this.userId ? `?userId=${this.userId}` : '';
        const response = await fetch(`${this.baseUrl}/functions/lawyer-messages/stream${query}`, {
          headers: { cookie: this.cookie, accept: 'text/event-stream' },
          signal: this.controller.signal,
        });
        if (response.status !== 200 || !response.body) {
          this.failedOpens += 1;
          await response.body?.cancel();
          await delay(300);
          continue;
        }
        this.opened += 1;
        await this.resync();
        const decoder = new TextDecoder();
        let buffered = '';
        const reader = response.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffered += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            const event = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const id = /^id: (.+)$/m.exec(event)?.[1];
            if (id) this.seen.add(id);
          }
        }
      } catch {
        if (this.stopped) return;
        this.failedOpens += 1;
      }
      await delay(100);
    }
  }

  /** The whole conversation, as the browser reloads it on every (re)connection. */
  private async resync(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/functions/lawyer-messages`, {
      method: 'POST',
      headers: { cookie: this.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(this.userId ? { userId: this.userId } : {}),
    });
    if (response.status !== 200) throw new Error(`resync answered ${response.status}`);
    const { messages } = (await response.json()) as { messages: { id: string }[] };
    for (const message of messages) this.seen.add(message.id);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.controller?.abort();
    await this.running.catch(() => undefined);
  }
}
