import net from 'node:net';

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * Ports among `ports` something already listens on. Checked before starting, because a health check
 * answered by another copy's service would report this copy as running while its own service fails.
 */
export async function busyPorts(ports: readonly number[], host = '127.0.0.1'): Promise<number[]> {
  const free = await Promise.all(ports.map((port) => isFree(port, host)));
  return ports.filter((_, index) => !free[index]);
}
