import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import type { KubeObject } from './objects';

const require = createRequire(import.meta.url);

/** Where kubernetes-models keeps the type of an API kind: `apps/v1/Deployment`, `v1/Service`, … */
function typeModule(apiVersion: string, kind: string): string {
  return `kubernetes-models/${apiVersion}/${kind}`;
}

/**
 * Fields the Kubernetes API does not know, at any depth, and values of the wrong type. The schemas
 * of kubernetes-models let unknown fields through, as the API server would (it drops them, so a
 * misspelt `readinesProbe` silently means no probe). Its TypeScript types come from the same
 * OpenAPI document, and TypeScript refuses an object literal with a property its type lacks: each
 * object becomes `const object: IKind = {…}` and the compiler's diagnostics are the problems.
 */
export function unknownFieldProblems(objects: KubeObject[]): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'manifest-types-'));
  try {
    const imports = objects.map(
      (object, index) =>
        `import type { I${object.kind} as T${index} } from '${typeModule(object.apiVersion, object.kind)}';`,
    );
    const declarations = objects.map(
      (object, index) =>
        `export const object${index}: T${index} = ${JSON.stringify(object, null, 2)};`,
    );
    const source = [...imports, ...declarations].join('\n');
    const file = path.join(dir, 'manifests.ts');
    writeFileSync(file, source);
    // The file lives outside any node_modules tree: the one import it makes is mapped by hand.
    const models = path.dirname(require.resolve('kubernetes-models/package.json'));
    const program = ts.createProgram([file], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
      paths: { 'kubernetes-models/*': [`${models}/*`] },
    });
    const starts = source
      .split('\n')
      .flatMap((line, number) => (/^export const object\d+:/.test(line) ? [number] : []));
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      if (!diagnostic.file || diagnostic.start === undefined) return message;
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      const object = objects[starts.findLastIndex((start) => start <= line)];
      return object ? `${object.kind}/${object.metadata.name}: ${message}` : message;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
