import {
  nameOf,
  ofKind,
  podTemplates,
  selectorMatches,
  workloads,
  type KubeObject,
  type LabelSelector,
} from './objects';
import { settingsOf } from './platform-policies';
import { containersOf, type Policy } from './policies';

/**
 * The optional components' objects are custom resources the Kubernetes schemas do not know: each is
 * checked against what it points at in the same render instead.
 */
export const CUSTOM_KINDS = new Set([
  'HTTPRoute',
  'Certificate',
  'ExternalSecret',
  'PodMonitor',
  'ScaledObject',
  'TriggerAuthentication',
]);

const find = (objects: KubeObject[], kind: string, name: string) =>
  objects.find((object) => object.kind === kind && object.metadata.name === name);

/** The HTTPRoute sends everything to the gateway's Service and port, for the host PUBLIC_URL names. */
export const httpRoutePolicy: Policy = (objects) =>
  ofKind(objects, 'HTTPRoute').flatMap((route) => {
    const spec = route.spec as {
      hostnames?: string[];
      rules: { backendRefs?: { name: string; port: number }[] }[];
    };
    const host = new URL(settingsOf(objects)?.data?.PUBLIC_URL ?? 'https://unset').hostname;
    const problems = spec.hostnames?.includes(host) ? [] : [`${nameOf(route)}: not for ${host}`];
    for (const backend of spec.rules.flatMap((rule) => rule.backendRefs ?? [])) {
      const service = find(objects, 'Service', backend.name);
      const ports = (service?.spec as { ports?: { port: number }[] } | undefined)?.ports ?? [];
      if (backend.name !== 'gateway' || !ports.some((port) => port.port === backend.port))
        problems.push(
          `${nameOf(route)}: sends traffic to ${backend.name}:${backend.port}, not the gateway`,
        );
    }
    if (find(objects, 'Ingress', 'nomada'))
      problems.push(`${nameOf(route)}: the Ingress is still there`);
    return problems;
  });

/** The Certificate fills the Secret the Ingress serves, for the Ingress's hosts. */
export const certificatePolicy: Policy = (objects) =>
  ofKind(objects, 'Certificate').flatMap((certificate) => {
    const spec = certificate.spec as { secretName: string; dnsNames: string[] };
    const host = new URL(settingsOf(objects)?.data?.PUBLIC_URL ?? 'https://unset').hostname;
    const tls = ofKind(objects, 'Ingress').flatMap(
      (ingress) => (ingress.spec as { tls?: { secretName: string }[] }).tls ?? [],
    );
    return [
      ...(spec.dnsNames.includes(host) ? [] : [`${nameOf(certificate)}: not for ${host}`]),
      ...(tls.length === 0 || tls.some((entry) => entry.secretName === spec.secretName)
        ? []
        : [`${nameOf(certificate)}: fills ${spec.secretName}, which no Ingress serves`]),
    ];
  });

/** Every Secret and key the pods read, as a map of secret name → keys (null: the whole Secret). */
function secretsReadByPods(objects: KubeObject[]): Map<string, Set<string | null>> {
  const read = new Map<string, Set<string | null>>();
  const add = (name: string, key: string | null) =>
    read.set(name, (read.get(name) ?? new Set()).add(key));
  for (const { spec } of podTemplates(objects))
    for (const container of containersOf(spec)) {
      for (const source of container.envFrom ?? [])
        if (source.secretRef) add(source.secretRef.name, null);
      for (const variable of container.env ?? [])
        if (variable.valueFrom?.secretKeyRef)
          add(variable.valueFrom.secretKeyRef.name, variable.valueFrom.secretKeyRef.key);
    }
  return read;
}

/** With ExternalSecrets, every Secret a pod reads is one of them, with every key a pod asks for. */
export const externalSecretsPolicy: Policy = (objects) => {
  const external = ofKind(objects, 'ExternalSecret');
  if (external.length === 0) return [];
  const provided = new Map(
    external.map((secret) => {
      const spec = secret.spec as { target: { name: string }; data: { secretKey: string }[] };
      return [spec.target.name, new Set(spec.data.map((entry) => entry.secretKey))];
    }),
  );
  return [...secretsReadByPods(objects)].flatMap(([name, keys]) => {
    const keysThere = provided.get(name);
    if (!keysThere) return [`Secret ${name}: read by pods, made by no ExternalSecret`];
    return [...keys]
      .filter((key): key is string => key !== null && !keysThere.has(key))
      .map((key) => `Secret ${name}: key ${key} read by pods, made by no ExternalSecret`);
  });
};

/** The PodMonitor scrapes the `metrics` port of every pod that has one, and only those. */
export const podMonitorPolicy: Policy = (objects) =>
  ofKind(objects, 'PodMonitor').flatMap((monitor) => {
    const spec = monitor.spec as {
      selector: LabelSelector;
      podMetricsEndpoints: { port: string; path?: string }[];
    };
    const problems = spec.podMetricsEndpoints.some((endpoint) => endpoint.port === 'metrics')
      ? []
      : [`${nameOf(monitor)}: does not scrape the metrics port`];
    for (const workload of workloads(objects)) {
      const hasPort = workload.spec.template.spec.containers.some((container) =>
        (container.ports ?? []).some((port) => port.name === 'metrics'),
      );
      const selected = selectorMatches(spec.selector, workload.spec.template.metadata.labels);
      if (hasPort !== selected)
        problems.push(
          `${nameOf(monitor)}: ${selected ? 'selects' : 'misses'} ${nameOf(workload)}, which ${hasPort ? 'has' : 'has no'} a metrics port`,
        );
    }
    return problems;
  });

type ScaledObjectSpec = {
  scaleTargetRef: { kind?: string; name: string };
  minReplicaCount?: number;
  triggers: {
    type: string;
    metadata: Record<string, string>;
    authenticationRef?: { name: string };
  }[];
};

/**
 * KEDA scales an existing Deployment that leaves its replicas to it, on BullMQ wait lists of our
 * queues under REDIS_PREFIX, at Redis' address in this namespace, with Redis' password.
 */
export function scaledObjectPolicy(queues: readonly string[]): Policy {
  return (objects) =>
    ofKind(objects, 'ScaledObject').flatMap((scaled) => {
      const spec = scaled.spec as ScaledObjectSpec;
      const problems: string[] = [];
      const target = find(objects, 'Deployment', spec.scaleTargetRef.name) as
        (KubeObject & { spec: { replicas?: number } }) | undefined;
      if (!target)
        problems.push(
          `${nameOf(scaled)}: scales ${spec.scaleTargetRef.name}, which does not exist`,
        );
      else if (target.spec.replicas !== undefined)
        problems.push(`${nameOf(scaled)}: ${nameOf(target)} still sets replicas`);
      const prefix = settingsOf(objects)?.data?.REDIS_PREFIX;
      const namespace = scaled.metadata.namespace;
      const lists = new Set(queues.map((queue) => `${prefix}:bull:${queue}:wait`));
      for (const trigger of spec.triggers) {
        if (trigger.type !== 'redis') continue;
        if (!lists.has(trigger.metadata.listName ?? ''))
          problems.push(
            `${nameOf(scaled)}: watches ${trigger.metadata.listName}, no queue's wait list`,
          );
        if (trigger.metadata.address !== `redis.${namespace}.svc.cluster.local:6379`)
          problems.push(
            `${nameOf(scaled)}: asks Redis at ${trigger.metadata.address}, not in ${namespace}`,
          );
        const auth = find(objects, 'TriggerAuthentication', trigger.authenticationRef?.name ?? '');
        const secret = (
          auth?.spec as { secretTargetRef?: { parameter: string; name: string }[] } | undefined
        )?.secretTargetRef?.find((ref) => ref.parameter === 'password');
        if (secret?.name !== 'nomada-redis')
          problems.push(`${nameOf(scaled)}: without Redis' password`);
      }
      const watched = new Set(spec.triggers.map((trigger) => trigger.metadata.listName));
      for (const list of lists)
        if (!watched.has(list)) problems.push(`${nameOf(scaled)}: ignores ${list}`);
      return problems;
    });
}
