import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../paths';
import { SMOKE_SPECS } from '../../images/check-plan';
import { expectThat } from '../checks';
import type { ClusterContext } from '../context';

export const CLUSTER_AGENT = {
  email: 'k8s-agent@nomada-e2e.test',
  password: 'AgentPass1!',
  firstName: 'Laura',
  lastName: 'Martín',
};

/** The images' browser smoke (deploy/README.md), through the gateway's Service on the cluster. */
export async function browserSmoke({
  baseUrl,
  port,
  secrets,
  env,
}: ClusterContext): Promise<string[]> {
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '--reporter=line', ...SMOKE_SPECS], {
      cwd: path.join(REPO_ROOT, 'e2e'),
      env: {
        ...env,
        E2E_BASE_URL: baseUrl,
        E2E_PORT: String(port),
        E2E_SESSION_SECRET: secrets.sessionSecret,
        E2E_AGENT_EMAIL: CLUSTER_AGENT.email,
        E2E_AGENT_PASSWORD: CLUSTER_AGENT.password,
        E2E_AGENT_NAME: `${CLUSTER_AGENT.firstName} ${CLUSTER_AGENT.lastName}`,
      },
    });
    const keep = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', resolve);
  });
  const counts = output.filter((line) => /^\s*\d+ (passed|failed|flaky|skipped)/.test(line));
  expectThat(code === 0, `playwright exited ${code}:\n${output.slice(-40).join('\n')}`);
  return [
    `${SMOKE_SPECS.map((spec) => path.basename(spec)).join(', ')}: ${counts.join(', ').trim()}`,
  ];
}
