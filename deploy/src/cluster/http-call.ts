import http from 'node:http';

export type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

/**
 * One request on a connection of its own (no keep-alive): through a Service, each call may reach
 * another pod, as separate visitors' calls do.
 */
export function call(
  url: string,
  {
    method = 'GET',
    body,
    headers = {},
  }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      url,
      {
        method,
        agent: false,
        timeout: 30_000,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${url}: timed out`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** A pod's Prometheus metrics: the sum of a counter's samples whose labels contain `labels`. */
export async function counterOf(podIp: string, metric: string, labels: string): Promise<number> {
  const { body } = await call(`http://${podIp}:9464/metrics`);
  return body
    .split('\n')
    .filter((line) => line.startsWith(`${metric}{`) && line.includes(labels))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
