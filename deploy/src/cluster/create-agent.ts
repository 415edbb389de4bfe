import { waitFor } from './bring-up';
import type { KubeClient } from './kube-api';
import { NAMESPACE, type Release } from './install';
import { SERVICES_REPOSITORY } from './test-release';

type Agent = { email: string; password: string; firstName: string; lastName: string };

/** The agent, made with the image's create-agent command in a pod (deploy/README.md), as an operator would. */
export async function createAgentInCluster(client: KubeClient, release: Release, agent: Agent) {
  const name = 'create-agent';
  const pod = {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name, namespace: NAMESPACE },
    spec: {
      restartPolicy: 'Never',
      serviceAccountName: 'migrations',
      automountServiceAccountToken: false,
      securityContext: {
        runAsNonRoot: true,
        runAsUser: 1000,
        runAsGroup: 1000,
        seccompProfile: { type: 'RuntimeDefault' },
      },
      containers: [
        {
          name,
          image: `${SERVICES_REPOSITORY}:${release.tag}`,
          args: [
            'services/identity/dist/cli/create-agent.js',
            ...['--email', agent.email, '--password', agent.password],
            ...['--first-name', agent.firstName, '--last-name', agent.lastName],
          ],
          envFrom: [
            { configMapRef: { name: 'nomada-migration-config' } },
            { secretRef: { name: 'nomada-db-identity' } },
            { secretRef: { name: 'nomada-secrets' } },
          ],
          securityContext: {
            allowPrivilegeEscalation: false,
            readOnlyRootFilesystem: true,
            capabilities: { drop: ['ALL'] },
          },
        },
      ],
    },
  };
  await client.kubectl(['apply', '-f', '-'], JSON.stringify(pod));
  const phase = await waitFor('the create-agent pod', 120_000, async () => {
    const { status } = await client.get<{ status: { phase: string } }>(
      `/api/v1/namespaces/${NAMESPACE}/pods/${name}`,
    );
    return status.phase === 'Succeeded' || status.phase === 'Failed' ? status.phase : null;
  });
  if (phase !== 'Succeeded')
    throw new Error(
      `create-agent failed: ${await client.kubectl(['-n', NAMESPACE, 'logs', name]).catch(() => '')}`,
    );
  await client.kubectl(['-n', NAMESPACE, 'delete', 'pod', name, '--wait=false']);
}
