import { existsSync, readFileSync } from 'node:fs';
import type { Compiler } from '@rspack/core';
import { excludedChakraImports } from './chakra-subset';

const SOURCE_FILE = /\.[cm]?[jt]sx?$/;

/** Fails the build when app code imports a Chakra export the shared subset leaves out. */
export class ChakraSubsetGuardPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('ChakraSubsetGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('ChakraSubsetGuardPlugin', (modules) => {
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource;
          // Virtual modules (federation entries) have no file.
          if (
            !resource ||
            resource.includes('node_modules') ||
            !SOURCE_FILE.test(resource) ||
            !existsSync(resource)
          )
            continue;
          const excluded = excludedChakraImports(readFileSync(resource, 'utf8'));
          if (excluded.length === 0) continue;
          compilation.errors.push(
            new compiler.rspack.WebpackError(
              `${resource} imports ${excluded.join(', ')} from @chakra-ui/react, which the shared Chakra ` +
                'build leaves out (see @nomada/build-config src/chakra-subset.ts; namespace imports are not allowed).',
            ),
          );
        }
      });
    });
  }
}
