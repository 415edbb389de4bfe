import { spawn } from 'node:child_process';
import { REPO_ROOT } from '../../paths';
import { waitFor } from '../bring-up';
import { expectThat } from '../checks';
import type { ClusterContext } from '../context';
import { call } from '../http-call';
import { NAMESPACE } from '../install';
import { isReady, platformPods } from '../kube-api';
import { NODE } from '../node-files';
import { STATIC_ORIGIN, STATIC_ORIGIN_HOST, WEB_BUCKET } from '../static-origin';

const REMOTE = 'mf_agent';

function release(context: ClusterContext, endpoint: string, version: string): Promise<string[]> {
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npm',
      [
        'run',
        'release',
        '-w',
        '@nomada/mf-agent',
        '--',
        '--to',
        `s3://${WEB_BUCKET}/remotes`,
        '--base-url',
        `${STATIC_ORIGIN}/${WEB_BUCKET}/remotes`,
        '--version',
        version,
        '--publish',
        context.baseUrl,
        '--promote',
        '--no-build',
      ],
      {
        cwd: REPO_ROOT,
        env: {
          ...context.env,
          REMOTE_PUBLISH_TOKEN: context.secrets.publishToken,
          AWS_ENDPOINT_URL_S3: endpoint,
          AWS_ACCESS_KEY_ID: 'S3RVER',
          AWS_SECRET_ACCESS_KEY: 'S3RVER',
        },
      },
    );
    const keep = (chunk: Buffer) =>
      output.push(
        ...chunk
          .toString()
          .split('\n')
          .filter((line) => line.startsWith('release') && !line.startsWith('release |  ')),
      );
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`release ${version} exited ${code}: ${output.join(' / ')}`)),
    );
  });
}

/** Every gateway pod names `version`'s manifest in /remotes.json (the API: within 5 s). */
async function everyGatewayServes(context: ClusterContext, version: string): Promise<number> {
  const started = Date.now();
  const pods = (await platformPods(context.client, NAMESPACE, 'gateway')).filter(isReady);
  await waitFor(`every gateway pod serving ${version}`, 15_000, async () => {
    const answers = await Promise.all(
      pods.map((pod) =>
        call(`http://${pod.status.podIP}:8080/remotes.json`, {
          headers: { host: new URL(context.baseUrl).host },
        }),
      ),
    );
    return answers.every(
      (answer) =>
        answer.status === 200 &&
        (JSON.parse(answer.body) as Record<string, string>)[REMOTE]?.includes(`/${version}/`),
    );
  });
  return (Date.now() - started) / 1000;
}

/**
 * A remote's team releases to the static origin (an S3 bucket, served by the run's s3rver on the
 * node), publishes and promotes through the gateway's Service: the gateway pods fetch the manifest
 * from the origin by its name (cluster DNS) and all serve it; then a rollback to the earlier version.
 */
export async function remoteRelease(context: ClusterContext, endpoint: string): Promise<string[]> {
  const first = 'k8s-e2e-a';
  const second = 'k8s-e2e-b';
  const lines: string[] = [];
  await release(context, endpoint, first);
  lines.push(
    `${first} released and current on every gateway pod after ${(await everyGatewayServes(context, first)).toFixed(1)} s`,
  );
  await release(context, endpoint, second);
  lines.push(
    `${second} released and current after ${(await everyGatewayServes(context, second)).toFixed(1)} s`,
  );

  const registry = await call(`${context.baseUrl}/api/remotes`);
  const etag = String(registry.headers.etag ?? '');
  const rollback = await call(`${context.baseUrl}/api/remotes/${REMOTE}/current`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${context.secrets.publishToken}`,
      'if-match': etag,
      origin: context.baseUrl,
    },
    body: { version: first },
  });
  expectThat(
    rollback.status === 200,
    `rollback to ${first}: ${rollback.status} ${rollback.body.slice(0, 200)}`,
  );
  lines.push(
    `rolled back to ${first}: every gateway pod after ${(await everyGatewayServes(context, first)).toFixed(1)} s`,
  );

  const remotes = JSON.parse((await call(`${context.baseUrl}/remotes.json`)).body) as Record<
    string,
    string
  >;
  const manifestUrl = remotes[REMOTE]!;
  expectThat(
    manifestUrl.startsWith(STATIC_ORIGIN),
    `the shell loads ${REMOTE} from ${manifestUrl}`,
  );
  const manifest = await call(manifestUrl.replace(STATIC_ORIGIN_HOST, NODE.ip));
  expectThat(
    manifest.status === 200 && manifest.body.includes(REMOTE),
    `the origin answers the manifest with ${manifest.status}`,
  );
  lines.push(`the shell loads ${REMOTE} from ${manifestUrl}`);
  return lines;
}
