import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { imageEntries } from './image-entries';
import {
  FRONT_ENDS,
  IMAGE_SERVICES,
  IMAGE_WEB_ROOT,
  RUNTIME_FOLDERS,
  type ImageService,
} from './image-settings';

type Manifest = { name: string; dependencies?: Record<string, string> };

const isWorkspacePackage = (name: string) => name.startsWith('@nomada/');

/** Every workspace package of the folders that hold services and their shared packages, by name. */
export function workspaceManifests(root: string): Map<string, Manifest> {
  const manifests = new Map<string, Manifest>();
  for (const parent of ['services', 'shared-ui']) {
    for (const folder of readdirSync(path.join(root, parent))) {
      const file = path.join(root, parent, folder, 'package.json');
      if (!existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      manifests.set(manifest.name, manifest);
    }
  }
  return manifests;
}

/**
 * The packages the services' bundles import at run time: the `dependencies` of each service and of
 * the workspace packages bundled into it (`@nomada/*`, whose own imports stay external), at the exact
 * versions they pin. Development dependencies never enter the image.
 */
export function productionDependencies(
  root: string,
  services: readonly ImageService[] = IMAGE_SERVICES,
): Record<string, string> {
  const manifests = workspaceManifests(root);
  const found = new Map<string, { version: string; from: string }>();
  const visited = new Set<string>();
  const visit = (name: string) => {
    if (visited.has(name)) return;
    visited.add(name);
    const manifest = manifests.get(name);
    if (!manifest) throw new Error(`workspace package ${name} not found`);
    for (const [dependency, version] of Object.entries(manifest.dependencies ?? {})) {
      if (isWorkspacePackage(dependency)) {
        visit(dependency);
        continue;
      }
      const seen = found.get(dependency);
      if (seen && seen.version !== version)
        throw new Error(
          `${dependency} is pinned at ${seen.version} by ${seen.from} and ${version} by ${name}: one image needs one version`,
        );
      found.set(dependency, { version, from: name });
    }
  };
  for (const service of services) visit(`@nomada/${service}`);
  return Object.fromEntries(
    [...found.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, { version }]) => [name, version]),
  );
}

/** The image's files of one service: its built bundles (with source maps), as `dist/` holds them. */
export function bundleFiles(root: string, service: ImageService): string[] {
  const missing = [...imageEntries(root)]
    .filter((entry) => entry.startsWith(`services/${service}/`))
    .filter((entry) => !existsSync(path.join(root, entry)));
  if (missing.length)
    throw new Error(
      `services/${service} is not built (${missing.join(', ')}): run its build first`,
    );
  return [`services/${service}/dist`];
}

/** The file whose presence says a front end was built: the shell's page, each remote's manifest. */
const builtMark = (frontEnd: string) => (frontEnd === 'shell' ? 'index.html' : 'mf-manifest.json');

/** Source maps (and their compressed copies) are built but never served: they stay out of the image. */
const isSourceMap = (file: string) => /\.map(\.br|\.gz)?$/.test(file);

/** Every file of the front ends' builds the image takes, relative to the repository root. */
export function frontEndFiles(root: string): string[] {
  const unbuilt = FRONT_ENDS.filter(
    (frontEnd) => !existsSync(path.join(root, frontEnd, 'dist', builtMark(frontEnd))),
  );
  if (unbuilt.length)
    throw new Error(`${unbuilt.join(', ')} not built: run their build first (npm run images does)`);
  return FRONT_ENDS.flatMap((frontEnd) =>
    (readdirSync(path.join(root, frontEnd, 'dist'), { recursive: true }) as string[])
      .map((file) => path.join(frontEnd, 'dist', file))
      .filter((file) => statSync(path.join(root, file)).isFile() && !isSourceMap(file))
      .sort(),
  );
}

/** Where a front end's file goes in the context: under `web/`, which the image holds at IMAGE_WEB_ROOT. */
export const webPathInContext = (file: string) =>
  path.join(path.relative('/app', IMAGE_WEB_ROOT), file);

/**
 * Lays out the build context: a package.json listing the production dependencies (with `workspaces`,
 * so the services find /app as their root), the repository's lock file (npm keeps its versions), the
 * bundles, the folders read at run time and the built front ends (`web/`, decision 072). `install`
 * then fills node_modules.
 */
export function writeImageContext(root: string, contextDir: string): void {
  rmSync(contextDir, { recursive: true, force: true });
  mkdirSync(contextDir, { recursive: true });
  const manifest = {
    name: 'nomada-services',
    private: true,
    type: 'module',
    workspaces: [],
    dependencies: productionDependencies(root),
  };
  writeFileSync(path.join(contextDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(path.join(root, 'package-lock.json'), path.join(contextDir, 'package-lock.json'));
  for (const service of IMAGE_SERVICES)
    for (const folder of bundleFiles(root, service))
      cpSync(path.join(root, folder), path.join(contextDir, folder), { recursive: true });
  for (const folder of RUNTIME_FOLDERS)
    cpSync(path.join(root, folder), path.join(contextDir, folder), { recursive: true });
  for (const file of frontEndFiles(root)) {
    const target = path.join(contextDir, webPathInContext(file));
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(root, file), target);
  }
}
