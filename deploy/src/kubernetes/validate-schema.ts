import * as models from 'kubernetes-models';
import type { KubeObject } from './objects';

type ModelClass = new (data: object) => { validate(): void };
type Groups = Record<string, Record<string, Record<string, ModelClass>>>;

/** `networking.k8s.io/v1` → the package's `networkingK8sIo.v1`; `v1` → its core `v1`. */
function modelOf(apiVersion: string, kind: string): ModelClass | undefined {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const key = (group ?? '').replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase());
  if (!key)
    return (models as unknown as Record<string, Record<string, ModelClass>>)[version ?? '']?.[kind];
  return (models as unknown as Groups)[key]?.[version ?? '']?.[kind];
}

/**
 * Each object against the Kubernetes API's schemas (kubernetes-models: types, formats, required
 * fields); answers one line per problem. Unknown fields are not its job (see unknown-fields.ts).
 */
export function schemaProblems(objects: KubeObject[]): string[] {
  return objects.flatMap((object) => {
    const name = `${object.apiVersion} ${object.kind}/${object.metadata?.name}`;
    const Model = modelOf(object.apiVersion, object.kind);
    if (!Model) return [`${name}: no schema for this kind`];
    try {
      new Model(object).validate();
      return [];
    } catch (error) {
      const errors = (error as { errors?: { instancePath: string; message?: string }[] }).errors;
      return errors?.length
        ? errors.map((problem) => `${name}${problem.instancePath}: ${problem.message}`)
        : [`${name}: ${(error as Error).message}`];
    }
  });
}
