import { get, type IncomingHttpHeaders } from 'node:http';

export type StreamEvent = { event: string; data: string; id?: string };

/** How a stream stopped: the server finished the response, or the connection went away first. */
export type StreamEnd = 'ended by the server' | 'connection closed' | 'connection failed';

/** Reads a Server-Sent Events response as a browser's EventSource would, for assertions. */
export function openEventStream(url: string, cookie?: string) {
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let buffer = '';
  let body = '';
  let resolveEnd: (how: StreamEnd) => void = () => undefined;
  let abort: () => void = () => undefined;
  const ended = new Promise<StreamEnd>((resolve) => (resolveEnd = resolve));
  const opened = new Promise<{ status: number; headers: IncomingHttpHeaders }>(
    (resolve, reject) => {
      const request = get(
        url,
        { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } },
        (response) => {
          resolve({ status: response.statusCode ?? 0, headers: response.headers });
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
            buffer += chunk;
            let split: number;
            while ((split = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, split);
              buffer = buffer.slice(split + 2);
              const event: StreamEvent = { event: 'message', data: '' };
              let hasData = false;
              for (const line of block.split('\n')) {
                if (line.startsWith(':')) comments.push(line.slice(1).trim());
                else if (line.startsWith('event: ')) event.event = line.slice(7);
                else if (line.startsWith('id: ')) event.id = line.slice(4);
                else if (line.startsWith('data: ')) {
                  event.data += line.slice(6);
                  hasData = true;
                }
              }
              if (hasData) events.push(event);
            }
          });
          response.on('end', () => resolveEnd('ended by the server'));
          response.on('close', () => resolveEnd('connection closed'));
        },
      );
      request.on('error', (error) => {
        resolveEnd('connection failed');
        reject(error);
      });
      abort = () => request.destroy();
    },
  );
  const stream = {
    opened,
    events,
    comments,
    ended,
    /** The whole body, for answers that are not a stream (a 404's JSON). */
    body: () => body,
    abort: () => abort(),
  };
  return stream;
}
