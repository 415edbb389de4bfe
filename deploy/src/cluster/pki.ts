import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Who each client certificate says it is (Kubernetes reads CN as the user, O as groups). */
const CLIENTS = {
  admin: { cn: 'nomada-e2e-admin', o: 'system:masters' },
  'kubelet-client': { cn: 'kube-apiserver-kubelet-client', o: 'system:masters' },
  'controller-manager': { cn: 'system:kube-controller-manager' },
  scheduler: { cn: 'system:kube-scheduler' },
  node: { cn: 'system:node:nomada-node', o: 'system:nodes' },
  'kube-proxy': { cn: 'system:kube-proxy' },
} as const;

export type ClientName = keyof typeof CLIENTS;

const openssl = (args: string[], cwd: string) =>
  execFileSync('openssl', args, { cwd, stdio: 'pipe' });

function signed(dir: string, name: string, subject: string, san?: string): void {
  openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', `${name}.key`], dir);
  openssl(['req', '-new', '-key', `${name}.key`, '-subj', subject, '-out', `${name}.csr`], dir);
  const ext = path.join(dir, `${name}.ext`);
  writeFileSync(
    ext,
    [
      'basicConstraints=CA:FALSE',
      'keyUsage=digitalSignature,keyEncipherment',
      `extendedKeyUsage=${san ? 'serverAuth,clientAuth' : 'clientAuth'}`,
      ...(san ? [`subjectAltName=${san}`] : []),
    ].join('\n'),
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      ext,
      '-out',
      `${name}.crt`,
    ],
    dir,
  );
}

/** A throwaway CA and every certificate and kubeconfig of the one-node cluster (valid two days). */
export function makePki(dir: string, apiServer: string): void {
  mkdirSync(dir, { recursive: true });
  openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', 'ca.key'], dir);
  openssl(
    [
      'req',
      '-x509',
      '-new',
      '-key',
      'ca.key',
      '-subj',
      '/CN=nomada-e2e-ca',
      '-days',
      '2',
      '-out',
      'ca.crt',
    ],
    dir,
  );
  signed(
    dir,
    'apiserver',
    '/CN=kube-apiserver',
    'IP:127.0.0.1,IP:10.96.0.1,IP:10.200.0.1,DNS:kubernetes,DNS:kubernetes.default,DNS:kubernetes.default.svc,DNS:kubernetes.default.svc.cluster.local',
  );
  signed(dir, 'kubelet', '/CN=nomada-node', 'IP:10.200.0.1,IP:127.0.0.1,DNS:nomada-node');
  for (const [name, who] of Object.entries(CLIENTS))
    signed(dir, name, `/CN=${who.cn}${'o' in who ? `/O=${who.o}` : ''}`);
  openssl(['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', 'sa.key'], dir);
  openssl(['ec', '-in', 'sa.key', '-pubout', '-out', 'sa.pub'], dir);
  for (const name of Object.keys(CLIENTS) as ClientName[])
    writeFileSync(path.join(dir, `${name}.kubeconfig`), kubeconfig(dir, name, apiServer));
}

function kubeconfig(dir: string, name: ClientName, server: string): string {
  const file = (f: string) => path.join(dir, f);
  return `apiVersion: v1
kind: Config
clusters:
  - name: nomada-e2e
    cluster: {server: '${server}', certificate-authority: '${file('ca.crt')}'}
users:
  - name: ${name}
    user: {client-certificate: '${file(`${name}.crt`)}', client-key: '${file(`${name}.key`)}'}
contexts:
  - name: nomada-e2e
    context: {cluster: nomada-e2e, user: ${name}}
current-context: nomada-e2e
`;
}
