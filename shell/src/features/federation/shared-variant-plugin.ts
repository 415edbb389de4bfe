import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takePrimedManifest } from './manifest-cache';
import { chosenSignedInCopy, chosenVariant } from './shared-variant-state';
import { loadSignedInCopy } from './signed-in-copies';

/**
 * Module Federation runtime plugin of the shell (registered in rspack.config.ts):
 * - every consumer of a tree-shaken package, the shell included, gets the variant chosen at start
 *   (shared-variant-state.ts), so two copies of a package never run side by side. The signed-in
 *   copy takes the place of the trimmed one: the runtime loads it through the trimmed copy's getter;
 * - a manifest the shell already fetched at start is handed over instead of being fetched again.
 */
export default function sharedVariantPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'nomada-shared-variants',
    resolveShare(args) {
      const variant = chosenVariant(args.pkgName);
      if (!variant) return args;
      const resolve = args.resolver;
      return {
        ...args,
        resolver: () => {
          const found = resolve();
          const treeShaking = found?.shared.treeShaking;
          if (!found || !treeShaking) return found && { ...found, useTreesShaking: false };
          const copy = variant === 'signed-in' ? chosenSignedInCopy(args.pkgName) : undefined;
          // Chosen before anything loads: the trimmed copy's getter is never called first.
          if (copy && !treeShaking.loading && !treeShaking.lib)
            treeShaking.get = () => loadSignedInCopy(copy);
          return { ...found, useTreesShaking: variant !== 'whole' };
        },
      };
    },
    fetch(url) {
      const text = takePrimedManifest(url);
      if (text === undefined) return undefined;
      return Promise.resolve(
        new Response(text, { headers: { 'content-type': 'application/json' } }),
      );
    },
  };
}
