import net from 'node:net';

/**
 * The run's stand-in for an ingress: 127.0.0.1:<port> on the node → a Service's cluster address,
 * through kube-proxy's rules (each new connection may reach another pod).
 */
export async function forward(
  port: number,
  target: { host: string; port: number },
): Promise<net.Server> {
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}
