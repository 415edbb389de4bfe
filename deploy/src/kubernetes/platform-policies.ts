import {
  nameOf,
  ofKind,
  podTemplates,
  selects,
  workloads,
  type KubeObject,
  type Labels,
} from './objects';
import { containersOf, isOurs, type Policy } from './policies';

/** Every command our containers run is a bundle the image holds (`services/<name>/dist/…js`). */
export function commandsPolicy(servicesImage: string, imageEntries: Set<string>): Policy {
  return (objects) =>
    podTemplates(objects).flatMap(({ owner, spec }) =>
      containersOf(spec)
        .filter((container) => isOurs(container, servicesImage))
        .flatMap((container) => {
          const entry = container.args?.[0];
          return entry && imageEntries.has(entry)
            ? []
            : [
                `${nameOf(owner)} ${container.name}: runs ${entry ?? 'nothing'}, not a bundle of the image`,
              ];
        }),
    );
}

const serviceOf = (entry: string | undefined) =>
  /^services\/([^/]+)\/dist\//.exec(entry ?? '')?.[1];

/**
 * Expand and contract: each owner of a schema has a migration Job running its migrate command, and
 * every pod of that service first waits (`migrate.js --wait`) until the migrations are applied.
 */
export function migrationsPolicy(servicesImage: string, owners: string[]): Policy {
  return (objects) => {
    const problems: string[] = [];
    const jobs = ofKind(objects, 'Job');
    for (const owner of owners) {
      const command = `services/${owner}/dist/cli/migrate.js`;
      const job = jobs.find((candidate) =>
        podTemplates([candidate]).some(({ spec }) =>
          spec.containers.some((container) => container.args?.join(' ') === command),
        ),
      );
      if (!job) problems.push(`no migration Job runs ${command}`);
      else if (job.metadata.labels?.['app.kubernetes.io/component'] !== 'migration')
        problems.push(`${nameOf(job)}: not labelled as a migration`);
    }
    for (const workload of workloads(objects)) {
      const { spec } = workload.spec.template;
      const main = spec.containers.find((container) => isOurs(container, servicesImage));
      const service = serviceOf(main?.args?.[0]);
      if (!service || !owners.includes(service)) continue;
      const waits = (spec.initContainers ?? []).some(
        (container) =>
          container.args?.join(' ') === `services/${service}/dist/cli/migrate.js --wait` &&
          container.image === main?.image,
      );
      if (!waits) problems.push(`${nameOf(workload)}: does not wait for ${service}'s migrations`);
    }
    return problems;
  };
}

/** The settings a real environment needs: production mode, https, migrations left to the Jobs. */
export const configPolicy: Policy = (objects) => {
  const config = ofKind(objects, 'ConfigMap').find((map) => map.metadata.name === 'nomada-config');
  if (!config?.data) return ['no nomada-config ConfigMap'];
  const { data } = config;
  return [
    ...(data.NODE_ENV === 'production' ? [] : ['NODE_ENV is not production']),
    ...(data.MIGRATE_ON_START === 'false'
      ? []
      : ['MIGRATE_ON_START is not false: pods would run DDL']),
    ...(data.PUBLIC_URL?.startsWith('https://')
      ? []
      : [`PUBLIC_URL ${data.PUBLIC_URL} is not https`]),
    ...(data.HOST === '0.0.0.0' ? [] : ['HOST is not 0.0.0.0: probes could not reach the pods']),
  ];
};

/** Redis keeps queued jobs and revocations: `noeviction` and the append-only file, as it runs. */
export const redisPolicy: Policy = (objects) => {
  const redis = workloads(objects).find((workload) => workload.metadata.name === 'redis');
  if (!redis) return ['no redis workload'];
  const container = redis.spec.template.spec.containers[0];
  const configFile = container?.args?.[0];
  const mounted = (
    redis.spec.template.spec as { volumes?: { configMap?: { name: string } }[] }
  ).volumes
    ?.map((volume) => volume.configMap?.name)
    .filter(Boolean);
  const config = ofKind(objects, 'ConfigMap').find((map) => mounted?.includes(map.metadata.name));
  const conf = config?.data?.['redis.conf'] ?? '';
  return [
    ...(configFile?.endsWith('redis.conf') ? [] : ['redis does not start from its redis.conf']),
    ...(/^maxmemory-policy noeviction$/m.test(conf)
      ? []
      : ['redis.conf lacks maxmemory-policy noeviction']),
    ...(/^appendonly yes$/m.test(conf) ? [] : ['redis.conf lacks appendonly yes']),
  ];
};

type NetworkPolicySpec = {
  podSelector: { matchLabels?: Labels };
  policyTypes?: string[];
  ingress?: { from?: { podSelector?: object; namespaceSelector?: object; ipBlock?: object }[] }[];
  egress?: object[];
};

/**
 * Default deny in both directions; the only way in from outside the namespace is to the gateway;
 * every pod has an egress policy (with default deny it reaches nothing else).
 */
export const networkPolicy: Policy = (objects) => {
  const policies = ofKind(objects, 'NetworkPolicy').map((policy) => ({
    policy,
    spec: policy.spec as NetworkPolicySpec,
  }));
  const problems: string[] = [];
  const denyAll = policies.some(
    ({ spec }) =>
      Object.keys(spec.podSelector.matchLabels ?? {}).length === 0 &&
      spec.policyTypes?.includes('Ingress') &&
      spec.policyTypes?.includes('Egress') &&
      !spec.ingress?.length &&
      !spec.egress?.length,
  );
  if (!denyAll) problems.push('no default-deny NetworkPolicy for ingress and egress');
  for (const { policy, spec } of policies) {
    const fromOutside = (spec.ingress ?? []).some((rule) =>
      (rule.from ?? []).some((peer) => peer.namespaceSelector || peer.ipBlock),
    );
    if (fromOutside && spec.podSelector.matchLabels?.['app.kubernetes.io/name'] !== 'gateway')
      problems.push(
        `${nameOf(policy)}: lets traffic from outside the namespace reach other pods than the gateway`,
      );
  }
  for (const { owner, labels } of podTemplates(objects)) {
    const egress = policies.some(
      ({ spec }) =>
        spec.policyTypes?.includes('Egress') &&
        spec.egress?.length &&
        selects(spec.podSelector.matchLabels, labels),
    );
    if (!egress && owner.metadata.name !== 'redis')
      problems.push(`${nameOf(owner)}: no egress policy selects its pods`);
  }
  return problems;
};

/** Production: each API (and the gateway) scales on load. */
export const autoscaledApisPolicy: Policy = (objects: KubeObject[]) => {
  const scaled = new Set(
    ofKind(objects, 'HorizontalPodAutoscaler').map(
      (hpa) => (hpa.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name,
    ),
  );
  return workloads(objects)
    .filter((workload) =>
      ['api', 'gateway'].includes(workload.metadata.labels?.['app.kubernetes.io/component'] ?? ''),
    )
    .filter((workload) => !scaled.has(workload.metadata.name))
    .map((workload) => `${nameOf(workload)}: no HorizontalPodAutoscaler`);
};
