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

export type Container = {
  name: string;
  image: string;
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string }[];
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

export const envValue = (container: Container, name: string) =>
  container.env?.find((variable) => variable.name === name)?.value;

export const nameOf = (object: KubeObject) => `${object.kind}/${object.metadata.name}`;
