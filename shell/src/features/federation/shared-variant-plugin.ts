import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { chosenVariant, takePrimedManifest } from './shared-variant-state';

/**
 * Module Federation runtime plugin of the shell (registered in rspack.config.ts):
 * - every consumer of a tree-shaken package, the shell included, gets the variant chosen at start
 *   (shared-variant-state.ts), so a trimmed copy and the whole package never run side by side;
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
          if (!found) return found;
          const trimmed = variant === 'trimmed' && Boolean(found.shared.treeShaking);
          return { ...found, useTreesShaking: trimmed };
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
