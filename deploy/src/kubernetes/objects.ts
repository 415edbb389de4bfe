/** The parts of Kubernetes objects the policy checks read (the schemas check the rest). */
export type Labels = Record<string, string>;

export type KubeObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Labels; annotations?: Labels };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
};

export type Probe = {
  httpGet?: { path: string; port: string | number };
  tcpSocket?: object;
  exec?: object;
};

export type SecretKeyRef = { name: string; key: string; optional?: boolean };

export type Container = {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: SecretKeyRef } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  lifecycle?: { preStop?: { sleep?: { seconds: number }; exec?: object } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    runAsNonRoot?: boolean;
    runAsUser?: number;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    capabilities?: { drop?: string[] };
  };
};

export type PodSpec = {
  containers: Container[];
  initContainers?: Container[];
  serviceAccountName?: string;
  topologySpreadConstraints?: { topologyKey: string; labelSelector?: LabelSelector }[];
  volumes?: { name: string; configMap?: { name: string }; persistentVolumeClaim?: object }[];
  terminationGracePeriodSeconds?: number;
  securityContext?: {
    runAsNonRoot?: boolean;
    runAsUser?: number;
    seccompProfile?: { type: string };
  };
};

export type Workload = KubeObject & {
  spec: {
    replicas?: number;
    selector: { matchLabels: Labels };
    template: { metadata: { labels: Labels }; spec: PodSpec };
  };
};

export const WORKLOAD_KINDS = ['Deployment', 'StatefulSet'];

export const isWorkload = (object: KubeObject): object is Workload =>
  WORKLOAD_KINDS.includes(object.kind);

export const ofKind = (objects: KubeObject[], kind: string) =>
  objects.filter((object) => object.kind === kind);

export const workloads = (objects: KubeObject[]) => objects.filter(isWorkload);

/** Every pod template of the rendered objects: workloads' and Jobs'. */
export function podTemplates(
  objects: KubeObject[],
): { owner: KubeObject; labels: Labels; spec: PodSpec }[] {
  return objects.flatMap((object) => {
    const template = (
      object.spec as { template?: { metadata?: { labels?: Labels }; spec: PodSpec } }
    )?.template;
    if (!template) return [];
    return [{ owner: object, labels: template.metadata?.labels ?? {}, spec: template.spec }];
  });
}

/** A label selector's `matchLabels` selects these labels. */
export const selects = (selector: Labels | undefined, labels: Labels) =>
  selector !== undefined &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([key, value]) => labels[key] === value);

export type LabelSelector = {
  matchLabels?: Labels;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
};

/** A whole label selector (labels and `In`/`NotIn`/`Exists` expressions); an empty one selects all. */
export function selectorMatches(selector: LabelSelector | undefined, labels: Labels): boolean {
  if (!selector) return false;
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(
    ([key, value]) => labels[key] === value,
  );
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values }) => {
    const value = labels[key];
    if (operator === 'In') return value !== undefined && (values ?? []).includes(value);
    if (operator === 'NotIn') return value === undefined || !(values ?? []).includes(value);
    if (operator === 'Exists') return value !== undefined;
    return value === undefined;
  });
  return byLabel && byExpression;
}

/** A selector that names nothing at all: every pod. */
export const selectsEverything = (selector: LabelSelector | undefined) =>
  Object.keys(selector?.matchLabels ?? {}).length === 0 &&
  (selector?.matchExpressions ?? []).length === 0;

export const envValue = (container: Container, name: string) =>
  container.env?.find((variable) => variable.name === name)?.value;

export const nameOf = (object: KubeObject) => `${object.kind}/${object.metadata.name}`;
