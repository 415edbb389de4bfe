import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type BuildOptions, type Plugin } from 'esbuild';

/**
 * Service bundling for `npm run build` (see build-service.ts): bundles src/server.ts, src/worker.ts and
 * src/cli/*.ts into dist/. Workspace packages (`@nomada/*`) export TypeScript source, so they are
 * bundled; every other package stays in node_modules and is imported at run time.
 */
export function serviceEntryPoints(serviceDir: string): string[] {
  const entries = ['src/server.ts', 'src/worker.ts'].filter((file) =>
    existsSync(path.join(serviceDir, file)),
  );
  const cliDir = path.join(serviceDir, 'src', 'cli');
  if (existsSync(cliDir)) {
    for (const file of readdirSync(cliDir)) {
      if (file.endsWith('.ts') && !file.endsWith('.test.ts')) entries.push(`src/cli/${file}`);
    }
  }
  return entries;
}

export const isBundledPackage = (specifier: string) => specifier.startsWith('@nomada/');

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    // Bare specifiers only: relative imports and absolute paths are our own code.
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      isBundledPackage(args.path) ? undefined : { external: true },
    );
  },
};

// Bundled CommonJS code may call require(); ESM output has none unless we make one.
const BANNER =
  "import { createRequire as __nomadaCreateRequire } from 'node:module';\nconst require = __nomadaCreateRequire(import.meta.url);";

/** esbuild's options for a service's bundles (the container images list their packages from these). */
export function serviceBundleOptions(serviceDir: string): BuildOptions & { entryPoints: string[] } {
  const entryPoints = serviceEntryPoints(serviceDir);
  if (!entryPoints.includes('src/server.ts')) throw new Error(`${serviceDir} has no src/server.ts`);
  return {
    absWorkingDir: serviceDir,
    entryPoints,
    outbase: 'src',
    outdir: 'dist',
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalPackages],
    banner: { js: BANNER },
  };
}

export async function buildService(serviceDir: string): Promise<string[]> {
  const options = serviceBundleOptions(serviceDir);
  rmSync(path.join(serviceDir, 'dist'), { recursive: true, force: true });
  await build(options);
  return options.entryPoints;
}
