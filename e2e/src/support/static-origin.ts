import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export type StaticOrigin = { url: string; close(): Promise<void> };

/**
 * A static origin such as a CDN in front of a bucket: serves a folder as it is, with CORS (the shell
 * fetches manifests from another origin), on this machine only.
 */
export async function startStaticOrigin(root: string, port: number): Promise<StaticOrigin> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.resolve(root, `.${pathname}`);
    let size = -1;
    try {
      if (file.startsWith(path.resolve(root) + path.sep)) size = statSync(file).size;
    } catch {
      // Not there: 404 below.
    }
    response.setHeader('access-control-allow-origin', '*');
    if (size < 0) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': size,
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
