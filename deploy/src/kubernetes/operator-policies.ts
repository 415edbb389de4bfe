import {
  envValue,
  nameOf,
  ofKind,
  podTemplates,
  selectorMatches,
  workloads,
  type Container,
  type LabelSelector,
} from './objects';
import { settingsOf } from './platform-policies';
import { containersOf, isOurs, minimumReplicas, type Policy } from './policies';

/**
 * A ServiceAccount of its own for every Deployment and StatefulSet (Jobs share the migrations'),
 * existing in the render, with no token mounted: nothing here talks to the Kubernetes API.
 */
export const serviceAccountsPolicy: Policy = (objects) => {
  const accounts = new Map(
    ofKind(objects, 'ServiceAccount').map((account) => [account.metadata.name, account]),
  );
  const problems: string[] = [];
  const taken = new Map<string, string>();
  for (const { owner, spec } of podTemplates(objects)) {
    const name = spec.serviceAccountName;
    const account = name ? accounts.get(name) : undefined;
    if (!account) {
      problems.push(
        `${nameOf(owner)}: runs as ${name ?? 'the default ServiceAccount'}, not one of its own`,
      );
      continue;
    }
    if (
      (account as { automountServiceAccountToken?: boolean }).automountServiceAccountToken !== false
    )
      problems.push(`${nameOf(account)}: mounts an API token`);
    if (owner.kind === 'Job') continue;
    const other = taken.get(name!);
    if (other) problems.push(`${nameOf(owner)}: shares ServiceAccount ${name} with ${other}`);
    taken.set(name!, nameOf(owner));
  }
  return problems;
};

/** Every Deployment that can run two pods spreads them over nodes, selecting its own pods. */
export const spreadPolicy: Policy = (objects) =>
  workloads(objects)
    .filter((workload) => workload.kind === 'Deployment')
    .filter(
      (workload) => minimumReplicas(workload, objects) >= 2 || workload.spec.replicas === undefined,
    )
    .flatMap((workload) => {
      const { labels } = workload.spec.template.metadata;
      const spread = (workload.spec.template.spec.topologySpreadConstraints ?? []).find(
        (constraint) =>
          constraint.topologyKey === 'kubernetes.io/hostname' &&
          selectorMatches(constraint.labelSelector, labels),
      );
      return spread ? [] : [`${nameOf(workload)}: its pods are not spread over nodes`];
    });

const serviceOf = (container: Container) =>
  /^services\/([^/]+)\/dist\//.exec(container.args?.[0] ?? '')?.[1];

/** The secrets a container reads: whole (envFrom) and by key. */
function secretsRead(container: Container): { name: string; key: string | null }[] {
  return [
    ...(container.envFrom ?? []).flatMap((source) =>
      source.secretRef ? [{ name: source.secretRef.name, key: null }] : [],
    ),
    ...(container.env ?? []).flatMap((variable) =>
      variable.valueFrom?.secretKeyRef
        ? [{ name: variable.valueFrom.secretKeyRef.name, key: variable.valueFrom.secretKeyRef.key }]
        : [],
    ),
  ];
}

/**
 * One database Secret per data owner (`nomada-db-<owner>`): a process reads its owner's only, pods
 * take only `DATABASE_URL` (the runtime role), and only the migration Jobs take the whole Secret with
 * `MIGRATION_DATABASE_URL` (the owner role).
 */
export function databaseSecretsPolicy(servicesImage: string, owners: string[]): Policy {
  return (objects) =>
    podTemplates(objects).flatMap(({ owner, spec }) =>
      containersOf(spec)
        .filter((container) => isOurs(container, servicesImage))
        .flatMap((container) => {
          const service = serviceOf(container);
          if (!service || !owners.includes(service)) return [];
          const label = `${nameOf(owner)} ${container.name}`;
          const databases = secretsRead(container).filter((secret) =>
            secret.name.startsWith('nomada-db-'),
          );
          const wanted = `nomada-db-${service}`;
          const problems = databases
            .filter((secret) => secret.name !== wanted)
            .map((secret) => `${label}: reads ${secret.name}, not ${wanted}`);
          const isJob = owner.kind === 'Job';
          const ownSecret = databases.filter((secret) => secret.name === wanted);
          if (ownSecret.length === 0) problems.push(`${label}: reads no ${wanted}`);
          if (isJob && ownSecret.some((secret) => secret.key !== null))
            problems.push(
              `${label}: a migration needs the whole ${wanted} (MIGRATION_DATABASE_URL)`,
            );
          if (!isJob && ownSecret.some((secret) => secret.key !== 'DATABASE_URL'))
            problems.push(`${label}: takes more of ${wanted} than DATABASE_URL`);
          if (
            secretsRead(container).some(
              (secret) => secret.name === 'nomada-secrets' && secret.key !== null,
            )
          )
            problems.push(`${label}: reads nomada-secrets by key`);
          return problems;
        }),
    );
}

const MEGABYTES: Record<string, number> = { Ki: 1 / 1024, Mi: 1, Gi: 1024 };
const megabytes = (quantity: string | undefined) => {
  const match = /^(\d+)(Ki|Mi|Gi)$/.exec(quantity ?? '');
  return match ? Number(match[1]) * MEGABYTES[match[2]!]! : NaN;
};

/**
 * Redis asks for a password from a Secret, every process that uses it sends that password, and its
 * memory limit leaves room for an AOF rewrite's fork (maxmemory at most half the limit).
 */
export const redisAccessPolicy: Policy = (objects) => {
  const redis = workloads(objects).find((workload) => workload.metadata.name === 'redis');
  const container = redis?.spec.template.spec.containers[0];
  if (!redis || !container) return ['no redis workload'];
  const problems: string[] = [];
  const passwordFrom = container.env?.find((variable) => variable.name === 'REDIS_PASSWORD')
    ?.valueFrom?.secretKeyRef;
  const args = container.args ?? [];
  if (!passwordFrom || args[args.indexOf('--requirepass') + 1] !== '$(REDIS_PASSWORD)')
    problems.push('redis: no password from a Secret');
  const conf = ofKind(objects, 'ConfigMap').find((map) => map.metadata.name === 'redis-config')
    ?.data?.['redis.conf'];
  const maxmemory = megabytes(/^maxmemory (\d+)mb$/m.exec(conf ?? '')?.[1]?.concat('Mi'));
  const limit = megabytes(container.resources?.limits?.memory);
  if (!(maxmemory * 2 <= limit))
    problems.push(
      `redis: maxmemory ${maxmemory} MB leaves no room for a rewrite under a ${limit} MiB limit`,
    );
  for (const { owner, spec } of podTemplates(objects))
    for (const client of spec.containers) {
      const url = envValue(client, 'REDIS_URL') ?? settingsOf(objects)?.data?.REDIS_URL;
      if (owner.kind === 'Job' || owner.metadata.name === 'redis') continue;
      const password = client.env?.find((variable) => variable.name === 'REDIS_PASSWORD')?.valueFrom
        ?.secretKeyRef;
      if (!url?.includes(':$(REDIS_PASSWORD)@') || password?.name !== passwordFrom?.name)
        problems.push(`${nameOf(owner)} ${client.name}: reaches Redis without its password`);
    }
  return problems;
};

type EgressRule = { to?: { ipBlock?: { cidr: string } }[]; ports?: { port?: number }[] };

/**
 * PostgreSQL is reached at the address the overlay sets, never "anywhere": no egress rule opens 5432
 * wider than a /16, and every pod of ours is allowed to reach it.
 */
export const postgresEgressPolicy: Policy = (objects) => {
  const policies = ofKind(objects, 'NetworkPolicy');
  if (policies.length === 0) return [];
  const problems: string[] = [];
  const toPostgres = policies.filter((policy) =>
    ((policy.spec as { egress?: EgressRule[] }).egress ?? []).some((rule) =>
      (rule.ports ?? []).some((port) => port.port === 5432),
    ),
  );
  for (const policy of toPostgres)
    for (const rule of (policy.spec as { egress: EgressRule[] }).egress)
      for (const peer of rule.to ?? []) {
        const prefix = Number(peer.ipBlock?.cidr.split('/')[1] ?? 32);
        if (peer.ipBlock && prefix < 16)
          problems.push(`${nameOf(policy)}: PostgreSQL reachable at ${peer.ipBlock.cidr}`);
      }
  for (const { owner, labels } of podTemplates(objects)) {
    if (owner.metadata.name === 'redis') continue;
    const allowed = toPostgres.some((policy) =>
      selectorMatches((policy.spec as { podSelector: LabelSelector }).podSelector, labels),
    );
    if (!allowed) problems.push(`${nameOf(owner)}: cannot reach PostgreSQL`);
  }
  return problems;
};

/** A changed setting rolls the pods: every Deployment reads the generated (content-hashed) settings. */
export const settingsRollPolicy: Policy = (objects) => {
  const settings = settingsOf(objects)?.metadata.name;
  return workloads(objects)
    .filter((workload) => workload.kind === 'Deployment')
    .flatMap((workload) =>
      workload.spec.template.spec.containers
        .filter(
          (container) =>
            !(container.envFrom ?? []).some((source) => source.configMapRef?.name === settings),
        )
        .map(
          (container) =>
            `${nameOf(workload)} ${container.name}: does not read the generated settings`,
        ),
    );
};

/**
 * The front ends reach visitors on a first deploy (decision 072): the gateway serves them from the
 * image (WEB_ROOT inside it, no volume), released versions come from https static origins, and the
 * gateway may reach those origins to check a release's manifest.
 */
export function frontEndsPolicy(webRoot: string): Policy {
  return (objects) => {
    const gateway = workloads(objects).find((workload) => workload.metadata.name === 'gateway');
    const container = gateway?.spec.template.spec.containers[0];
    if (!gateway || !container) return ['no gateway'];
    const problems: string[] = [];
    if (envValue(container, 'WEB_ROOT') !== webRoot)
      problems.push(
        `gateway: WEB_ROOT is ${envValue(container, 'WEB_ROOT')}, not the image's ${webRoot}`,
      );
    if ((gateway.spec.template.spec.volumes ?? []).some((volume) => volume.persistentVolumeClaim))
      problems.push('gateway: serves files from a volume something must fill');
    const origins = settingsOf(objects)?.data?.REMOTE_ORIGINS ?? '';
    if (!origins || origins.split(',').some((origin) => !origin.trim().startsWith('https://')))
      problems.push(`REMOTE_ORIGINS "${origins}" are not https static origins`);
    const policies = ofKind(objects, 'NetworkPolicy');
    const https = policies.some(
      (policy) =>
        selectorMatches(
          (policy.spec as { podSelector: LabelSelector }).podSelector,
          gateway.spec.template.metadata.labels,
        ) &&
        ((policy.spec as { egress?: EgressRule[] }).egress ?? []).some((rule) =>
          (rule.ports ?? []).some((port) => port.port === 443),
        ),
    );
    if (policies.length > 0 && !https)
      problems.push('gateway: cannot reach the release origins (443)');
    return problems;
  };
}

/** Every process of ours exposes a `metrics` port and sets METRICS_PORT to it (decision 074). */
export function metricsPortPolicy(servicesImage: string): Policy {
  return (objects) => {
    const port = settingsOf(objects)?.data?.METRICS_PORT;
    return workloads(objects).flatMap((workload) =>
      workload.spec.template.spec.containers
        .filter((container) => isOurs(container, servicesImage))
        .filter(
          (container) =>
            !(container.ports ?? []).some(
              (candidate) =>
                candidate.name === 'metrics' && String(candidate.containerPort) === port,
            ),
        )
        .map((container) => `${nameOf(workload)} ${container.name}: no metrics port ${port}`),
    );
  };
}
