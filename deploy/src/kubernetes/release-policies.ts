import {
  nameOf,
  ofKind,
  podTemplates,
  selectorMatches,
  type KubeObject,
  type LabelSelector,
} from './objects';
import { containersOf, isOurs, type Policy } from './policies';

/** The label of everything a release's first step applies (deploy/README.md "Releasing"). */
export const RELEASE_STEP_LABEL = 'nomada/release-step';
export const PREPARE = 'prepare';

/** What the first step may apply: nothing that starts a service before its migrations ran. */
const PREPARE_KINDS = new Set([
  'Namespace',
  'ConfigMap',
  'ServiceAccount',
  'NetworkPolicy',
  'Job',
  'ExternalSecret',
]);

const isPrepared = (object: KubeObject) => object.metadata.labels?.[RELEASE_STEP_LABEL] === PREPARE;

const isMigration = (object: KubeObject) =>
  object.kind === 'Job' && object.metadata.labels?.['app.kubernetes.io/component'] === 'migration';

/** The tag of the services image the render pins (`…/nomada-services:<tag>`). */
export function servicesTag(objects: KubeObject[], servicesImage: string): string | null {
  for (const { spec } of podTemplates(objects))
    for (const container of containersOf(spec))
      if (isOurs(container, servicesImage)) return /:([^/:@]+)$/.exec(container.image)?.[1] ?? null;
  return null;
}

/**
 * A first install works in the README's order on an empty cluster: `-l
 * app.kubernetes.io/component=namespace` applies the Namespace alone; `-l nomada/release-step=prepare`
 * then applies everything the migration Jobs need (their ConfigMaps, ServiceAccount, the network
 * policies that select them, ExternalSecrets) and nothing that would start a service.
 */
export const firstInstallPolicy: Policy = (objects) => {
  const problems: string[] = [];
  const namespaces = ofKind(objects, 'Namespace');
  if (namespaces.length !== 1) problems.push(`${namespaces.length} Namespaces, not 1`);
  for (const namespace of namespaces)
    if (
      namespace.metadata.labels?.['app.kubernetes.io/component'] !== 'namespace' ||
      !isPrepared(namespace)
    )
      problems.push(`${nameOf(namespace)}: not selected by the first steps`);
  for (const object of objects.filter(isPrepared))
    if (!PREPARE_KINDS.has(object.kind))
      problems.push(
        `${nameOf(object)}: applied before the migrations, though it is a ${object.kind}`,
      );
  for (const object of ofKind(objects, 'ExternalSecret'))
    if (!isPrepared(object)) problems.push(`${nameOf(object)}: not there when the Jobs need it`);
  const policies = ofKind(objects, 'NetworkPolicy');
  for (const job of objects.filter(isMigration)) {
    if (!isPrepared(job)) problems.push(`${nameOf(job)}: not applied by the first step`);
    for (const { labels, spec } of podTemplates([job])) {
      const account = objects.find(
        (object) =>
          object.kind === 'ServiceAccount' && object.metadata.name === spec.serviceAccountName,
      );
      if (!account || !isPrepared(account))
        problems.push(
          `${nameOf(job)}: its ServiceAccount ${spec.serviceAccountName} is not applied first`,
        );
      for (const container of containersOf(spec))
        for (const source of container.envFrom ?? []) {
          const name = source.configMapRef?.name;
          if (!name) continue;
          const map = objects.find(
            (object) => object.kind === 'ConfigMap' && object.metadata.name === name,
          );
          if (!map || !isPrepared(map))
            problems.push(`${nameOf(job)}: reads ConfigMap ${name}, which is not applied first`);
        }
      for (const policy of policies)
        if (
          selectorMatches((policy.spec as { podSelector: LabelSelector }).podSelector, labels) &&
          !isPrepared(policy)
        )
          problems.push(`${nameOf(policy)}: selects the Jobs' pods but is not applied with them`);
    }
  }
  return problems;
};

/** A Kubernetes name that also fits the `job-name` label a Job gives its pods. */
const JOB_NAME = /^[a-z0-9]([-a-z0-9.]{0,61}[a-z0-9])?$/;

/**
 * Migration Jobs are named per release (`migrate-<owner>-<tag>`, labelled with the tag): re-applying
 * a release leaves them unchanged, a new tag adds new ones, so `spec.template: field is immutable`
 * never happens. They read only stable names (a hashed ConfigMap would change their template within a
 * release) and have no TTL (a GitOps tool would recreate a Job the TTL deleted).
 */
export function jobsPerReleasePolicy(servicesImage: string): Policy {
  return (objects) => {
    const tag = servicesTag(objects, servicesImage);
    const hashed = new Set(
      ofKind(objects, 'ConfigMap')
        .filter((map) => !isPrepared(map))
        .map((map) => map.metadata.name),
    );
    return objects.filter(isMigration).flatMap((job) => {
      const problems: string[] = [];
      const owner = job.metadata.labels?.['app.kubernetes.io/name'] ?? '?';
      if (job.metadata.name !== `${owner}-${tag}`)
        problems.push(`${nameOf(job)}: not named ${owner}-${tag} after its release`);
      if (!JOB_NAME.test(job.metadata.name))
        problems.push(
          `${nameOf(job)}: not a valid Job name (the tag must be a name, 45 characters at most)`,
        );
      if (job.metadata.labels?.['app.kubernetes.io/version'] !== tag)
        problems.push(`${nameOf(job)}: not labelled with its release ${tag}`);
      if ((job.spec as { ttlSecondsAfterFinished?: number }).ttlSecondsAfterFinished !== undefined)
        problems.push(`${nameOf(job)}: a TTL deletes what a GitOps tool then recreates`);
      for (const { spec } of podTemplates([job]))
        for (const container of containersOf(spec))
          for (const source of container.envFrom ?? [])
            if (source.configMapRef && hashed.has(source.configMapRef.name))
              problems.push(
                `${nameOf(job)}: reads ${source.configMapRef.name}, whose name changes with its content`,
              );
      return problems;
    });
  };
}

/** The oldest Kubernetes the manifests run on (deploy/README.md), and why: the newest feature used. */
export const MINIMUM_KUBERNETES = '1.30';

type Feature = { name: string; since: string; used: (objects: KubeObject[]) => boolean };

const anyContainer = (
  objects: KubeObject[],
  test: (container: ReturnType<typeof containersOf>[number]) => boolean,
) => podTemplates(objects).some(({ spec }) => containersOf(spec).some(test));

/** Features of the API the manifests use, with the release that serves them by default. */
export const FEATURES: Feature[] = [
  {
    name: 'lifecycle.preStop.sleep (beta, on by default)',
    since: '1.30',
    used: (objects) =>
      anyContainer(objects, (container) => Boolean(container.lifecycle?.preStop?.sleep)),
  },
  {
    name: 'PodDisruptionBudget unhealthyPodEvictionPolicy (beta, on by default)',
    since: '1.27',
    used: (objects) =>
      ofKind(objects, 'PodDisruptionBudget').some(
        (budget) =>
          (budget.spec as { unhealthyPodEvictionPolicy?: string }).unhealthyPodEvictionPolicy,
      ),
  },
  {
    name: 'topologySpreadConstraints matchLabelKeys (beta, on by default)',
    since: '1.27',
    used: (objects) =>
      podTemplates(objects).some(({ spec }) =>
        (spec.topologySpreadConstraints ?? []).some((constraint) => 'matchLabelKeys' in constraint),
      ),
  },
  {
    name: 'Pod Security admission',
    since: '1.25',
    used: (objects) =>
      ofKind(objects, 'Namespace').some((namespace) =>
        Object.keys(namespace.metadata.labels ?? {}).some((key) =>
          key.startsWith('pod-security.kubernetes.io/'),
        ),
      ),
  },
  {
    name: 'autoscaling/v2 HorizontalPodAutoscaler',
    since: '1.23',
    used: (objects) => objects.some((object) => object.apiVersion === 'autoscaling/v2'),
  },
  {
    name: 'policy/v1 PodDisruptionBudget',
    since: '1.21',
    used: (objects) => objects.some((object) => object.apiVersion === 'policy/v1'),
  },
];

const minor = (version: string) => Number(version.split('.')[1]);

/**
 * The stated minimum covers every feature the render uses, and the namespaces' Pod Security rules
 * are pinned to it, enforced, warned about and audited.
 */
export const minimumVersionPolicy: Policy = (objects) => {
  const problems = FEATURES.filter(
    (feature) => feature.used(objects) && minor(feature.since) > minor(MINIMUM_KUBERNETES),
  ).map(
    (feature) => `${feature.name} needs ${feature.since}, above the stated ${MINIMUM_KUBERNETES}`,
  );
  for (const namespace of ofKind(objects, 'Namespace'))
    for (const mode of ['enforce', 'warn', 'audit']) {
      const labels = namespace.metadata.labels ?? {};
      if (labels[`pod-security.kubernetes.io/${mode}`] !== 'restricted')
        problems.push(`${nameOf(namespace)}: Pod Security ${mode} is not restricted`);
      if (labels[`pod-security.kubernetes.io/${mode}-version`] !== `v${MINIMUM_KUBERNETES}`)
        problems.push(
          `${nameOf(namespace)}: Pod Security ${mode} is not pinned to v${MINIMUM_KUBERNETES}`,
        );
    }
  return problems;
};
