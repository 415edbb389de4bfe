import {
  envValue,
  nameOf,
  ofKind,
  podTemplates,
  selects,
  workloads,
  type Container,
  type KubeObject,
  type Labels,
  type Workload,
} from './objects';

/**
 * What every environment's rendered manifests must hold (deploy/README.md). Each check answers one
 * line per breach, naming the object, so a test can print them all at once.
 */
export type Policy = (objects: KubeObject[]) => string[];

export const containersOf = (spec: { containers: Container[]; initContainers?: Container[] }) => [
  ...(spec.initContainers ?? []),
  ...spec.containers,
];

/** Our image's pods: their containers run a command of the services image. */
export const isOurs = (container: Container, servicesImage: string) =>
  container.image.split(/[:@]/)[0]?.endsWith(servicesImage) === true;

/** Every long-running container: startup, liveness and readiness probes. */
export const probesPolicy: Policy = (objects) =>
  workloads(objects).flatMap((workload) =>
    workload.spec.template.spec.containers.flatMap((container) =>
      (['startupProbe', 'livenessProbe', 'readinessProbe'] as const)
        .filter((probe) => !container[probe])
        .map((probe) => `${nameOf(workload)} ${container.name}: no ${probe}`),
    ),
  );

/** Our services' probes ask the endpoints the kit serves: /livez for life, /readyz for traffic. */
export function probePathsPolicy(servicesImage: string): Policy {
  return (objects) =>
    workloads(objects).flatMap((workload) =>
      workload.spec.template.spec.containers
        .filter((container) => isOurs(container, servicesImage))
        .flatMap((container) => {
          const paths = {
            startupProbe: container.startupProbe?.httpGet?.path,
            livenessProbe: container.livenessProbe?.httpGet?.path,
            readinessProbe: container.readinessProbe?.httpGet?.path,
          };
          const expected = {
            startupProbe: '/livez',
            livenessProbe: '/livez',
            readinessProbe: '/readyz',
          };
          return (Object.keys(expected) as (keyof typeof expected)[])
            .filter((probe) => paths[probe] !== expected[probe])
            .map(
              (probe) =>
                `${nameOf(workload)} ${container.name}: ${probe} asks ${paths[probe]}, not ${expected[probe]}`,
            );
        }),
    );
}

/**
 * Requests for CPU, memory and ephemeral storage (scheduling: logs, /tmp and spools count against the
 * node's disk) and a memory limit (a leak ends in a restart, not a node).
 */
export const resourcesPolicy: Policy = (objects) =>
  podTemplates(objects).flatMap(({ owner, spec }) =>
    containersOf(spec).flatMap((container) => {
      const missing = [
        ...(container.resources?.requests?.cpu ? [] : ['requests.cpu']),
        ...(container.resources?.requests?.memory ? [] : ['requests.memory']),
        ...(container.resources?.requests?.['ephemeral-storage']
          ? []
          : ['requests.ephemeral-storage']),
        ...(container.resources?.limits?.memory ? [] : ['limits.memory']),
      ];
      return missing.length ? [`${nameOf(owner)} ${container.name}: no ${missing.join(', ')}`] : [];
    }),
  );

/** Non-root, read-only root filesystem, no privilege escalation, no capabilities, seccomp on. */
export const securityPolicy: Policy = (objects) =>
  podTemplates(objects).flatMap(({ owner, spec }) => {
    const problems: string[] = [];
    if (spec.securityContext?.seccompProfile?.type !== 'RuntimeDefault')
      problems.push(`${nameOf(owner)}: no RuntimeDefault seccomp profile`);
    for (const container of containersOf(spec)) {
      const own = container.securityContext ?? {};
      const label = `${nameOf(owner)} ${container.name}`;
      const nonRoot = own.runAsNonRoot ?? spec.securityContext?.runAsNonRoot;
      const user = own.runAsUser ?? spec.securityContext?.runAsUser;
      if (nonRoot !== true) problems.push(`${label}: runAsNonRoot is not true`);
      if (user === undefined || user === 0) problems.push(`${label}: no non-zero runAsUser`);
      if (own.readOnlyRootFilesystem !== true) problems.push(`${label}: root filesystem writable`);
      if (own.allowPrivilegeEscalation !== false) problems.push(`${label}: privilege escalation`);
      if (!own.capabilities?.drop?.includes('ALL'))
        problems.push(`${label}: capabilities not dropped`);
    }
    return problems;
  });

/** Images named by a tag other than `latest`, or by digest: a rollout deploys what was tested. */
export const pinnedImagesPolicy: Policy = (objects) =>
  podTemplates(objects).flatMap(({ owner, spec }) =>
    containersOf(spec).flatMap((container) => {
      const { image } = container;
      if (/@sha256:[0-9a-f]{64}$/.test(image)) return [];
      const tag = /:([^/:]+)$/.exec(image)?.[1];
      return tag && tag !== 'latest'
        ? []
        : [`${nameOf(owner)} ${container.name}: image ${image} is not pinned by tag or digest`];
    }),
  );

/** One release at a time: every container of our image runs the same tag (migrations included). */
export function oneReleasePolicy(servicesImage: string): Policy {
  return (objects) => {
    const images = new Set(
      podTemplates(objects).flatMap(({ spec }) =>
        containersOf(spec)
          .filter((container) => isOurs(container, servicesImage))
          .map((container) => container.image),
      ),
    );
    return images.size === 1
      ? []
      : [`the services image appears as ${[...images].join(', ') || 'nothing'}`];
  };
}

const SECONDS = 1000;

/**
 * Behind a Service, a preStop pause lets endpoints drop the pod before SIGTERM; the grace period
 * covers the pause, SHUTDOWN_TIMEOUT_MS (the longest request or job) and a margin to exit.
 */
export function drainPolicy(servicesImage: string): Policy {
  return (objects) => {
    const services = ofKind(objects, 'Service');
    return workloads(objects).flatMap((workload) => {
      const { spec } = workload.spec.template;
      const labels = workload.spec.template.metadata.labels;
      const served = services.some((service) =>
        selects((service.spec as { selector?: Labels }).selector, labels),
      );
      const grace = spec.terminationGracePeriodSeconds ?? 30;
      return spec.containers
        .filter((container) => isOurs(container, servicesImage))
        .flatMap((container) => {
          const problems: string[] = [];
          const label = `${nameOf(workload)} ${container.name}`;
          const pause = container.lifecycle?.preStop?.sleep?.seconds ?? 0;
          if (served && pause < 3)
            problems.push(`${label}: behind a Service without a preStop pause`);
          const shutdown = Number(envValue(container, 'SHUTDOWN_TIMEOUT_MS'));
          if (!Number.isFinite(shutdown) || shutdown <= 0)
            problems.push(`${label}: SHUTDOWN_TIMEOUT_MS not set`);
          else if (grace < pause + shutdown / SECONDS + 5)
            problems.push(
              `${label}: grace period ${grace} s does not cover preStop ${pause} s + shutdown ${shutdown / SECONDS} s + 5 s`,
            );
          return problems;
        });
    });
  };
}

/** Replicas a workload keeps at least: its autoscaler's minimum (HPA or KEDA), else its own count. */
export function minimumReplicas(workload: Workload, objects: KubeObject[]): number {
  const scaledObject = ofKind(objects, 'ScaledObject').find(
    (scaled) =>
      (scaled.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name ===
      workload.metadata.name,
  );
  if (scaledObject) return (scaledObject.spec as { minReplicaCount?: number }).minReplicaCount ?? 0;
  const autoscaler = ofKind(objects, 'HorizontalPodAutoscaler').find(
    (hpa) =>
      (hpa.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef.name ===
        workload.metadata.name &&
      (hpa.spec as { scaleTargetRef: { kind: string } }).scaleTargetRef.kind === workload.kind,
  );
  if (autoscaler) return (autoscaler.spec as { minReplicas?: number }).minReplicas ?? 1;
  return workload.spec.replicas ?? 1;
}

const selectorOf = (object: KubeObject) =>
  (object.spec as { selector?: { matchLabels?: Labels } | Labels } | undefined)?.selector;

/**
 * Selectors select real pods: each Service and PodDisruptionBudget picks the pods of exactly one
 * workload, each workload's selector its own template, each autoscaler an existing Deployment; a
 * Service's named target port is a port of those pods.
 */
export const selectorsPolicy: Policy = (objects) => {
  const pods = workloads(objects);
  const problems: string[] = [];
  for (const workload of pods)
    if (!selects(workload.spec.selector.matchLabels, workload.spec.template.metadata.labels))
      problems.push(`${nameOf(workload)}: its selector does not select its own pods`);
  for (const object of [...ofKind(objects, 'Service'), ...ofKind(objects, 'PodDisruptionBudget')]) {
    const raw = selectorOf(object) as Labels | { matchLabels?: Labels } | undefined;
    const selector =
      object.kind === 'Service' ? (raw as Labels) : (raw as { matchLabels?: Labels })?.matchLabels;
    const matched = pods.filter((workload) =>
      selects(selector, workload.spec.template.metadata.labels),
    );
    if (matched.length !== 1) {
      problems.push(`${nameOf(object)}: selects the pods of ${matched.length} workloads`);
      continue;
    }
    if (object.kind !== 'Service') continue;
    const ports = new Set(
      matched[0]!.spec.template.spec.containers.flatMap((container) =>
        (container.ports ?? []).flatMap((port) => [port.name, port.containerPort]),
      ),
    );
    for (const port of (object.spec as { ports: { targetPort?: string | number; port: number }[] })
      .ports)
      if (!ports.has(port.targetPort ?? port.port))
        problems.push(`${nameOf(object)}: target port ${port.targetPort} is no port of its pods`);
  }
  for (const hpa of ofKind(objects, 'HorizontalPodAutoscaler')) {
    const target = (hpa.spec as { scaleTargetRef: { kind: string; name: string } }).scaleTargetRef;
    if (
      !objects.some((object) => object.kind === target.kind && object.metadata.name === target.name)
    )
      problems.push(`${nameOf(hpa)}: scales ${target.kind}/${target.name}, which does not exist`);
  }
  return problems;
};

type BudgetSpec = { selector: { matchLabels: Labels }; unhealthyPodEvictionPolicy?: string };

/**
 * A disruption budget for every workload that runs two or more pods, and none for a Deployment of a
 * single pod (a budget of one out of one blocks every node drain); a single stateful pod (Redis) may
 * hold one on purpose, so an operator moves it. Pods that are not ready never hold a drain up.
 */
export const disruptionBudgetPolicy: Policy = (objects) => {
  const budgets = ofKind(objects, 'PodDisruptionBudget');
  const loose = budgets
    .filter((budget) => (budget.spec as BudgetSpec).unhealthyPodEvictionPolicy !== 'AlwaysAllow')
    .map((budget) => `${nameOf(budget)}: unhealthy pods are not always evictable`);
  return [
    ...loose,
    ...workloads(objects).flatMap((workload) => {
      const covered = budgets.some((budget) =>
        selects(
          (budget.spec as BudgetSpec).selector.matchLabels,
          workload.spec.template.metadata.labels,
        ),
      );
      const replicas = minimumReplicas(workload, objects);
      if (replicas >= 2 && !covered)
        return [`${nameOf(workload)}: ${replicas} replicas, no disruption budget`];
      if (replicas < 2 && covered && workload.kind !== 'StatefulSet')
        return [`${nameOf(workload)}: a disruption budget for ${replicas} replica`];
      return [];
    }),
  ];
};

/** With an autoscaler, the Deployment leaves `replicas` to it (an apply would reset the count). */
export const autoscalerOwnsReplicasPolicy: Policy = (objects) =>
  ofKind(objects, 'HorizontalPodAutoscaler').flatMap((hpa) => {
    const { name } = (hpa.spec as { scaleTargetRef: { name: string } }).scaleTargetRef;
    const target = workloads(objects).find((workload) => workload.metadata.name === name);
    return target?.spec.replicas !== undefined
      ? [`${nameOf(target)}: sets replicas although ${nameOf(hpa)} scales it`]
      : [];
  });
