import { execFileSync } from 'node:child_process';

/**
 * Chakra UI is a shared singleton, and a shared module is normally bundled whole (about 310 KB
 * gzipped). We share everything except these heavy widgets the product does not use, which
 * brings it to about 210 KB. Every app is built with the same list, so whichever copy loads first
 * serves all of them; `chakra-subset-guard` fails a build that imports an excluded name.
 * To use one of them: remove it here, then rebuild and deploy the shell before the remote.
 * Development builds share Chakra whole: the dev server fails on the subset build, and a full
 * copy also serves production remotes loaded into a development shell.
 */
export const CHAKRA_EXCLUDED =
  /^(use)?(DatePicker|DateInput|ColorPicker|ColorSwatch|QrCode|Splitter|Combobox|Listbox|TreeView|FloatingPanel|AngleSlider|SignaturePad|Timer|TagsInput|PinInput|Editable|CodeBlock)|^(createShikiAdapter|createHighlightJsAdapter|createSplitterRegistry|getSplitterLayout|createTreeCollection|createFileTreeCollection|parseColor|parseDate|getColorChannels)$/;

const cache = new Map<string, string[]>();

/** Export names of the installed @chakra-ui/react, read in a child process (configs are sync). */
export function chakraExportNames(dirname: string): string[] {
  const known = cache.get(dirname);
  if (known) return known;
  const script =
    "const m = await import('@chakra-ui/react'); process.stdout.write(JSON.stringify(Object.keys(m)));";
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: dirname,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const names = (JSON.parse(output) as string[]).sort();
  cache.set(dirname, names);
  return names;
}

/** The Chakra exports kept in the shared module. */
export function chakraSharedExports(dirname: string): string[] {
  return chakraExportNames(dirname).filter((name) => !CHAKRA_EXCLUDED.test(name));
}

/** Names imported from '@chakra-ui/react' in one source file that the shared subset lacks. */
export function excludedChakraImports(source: string): string[] {
  const found: string[] = [];
  const named = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@chakra-ui\/react['"]/g;
  for (const match of source.matchAll(named)) {
    // Type-only imports are erased at build time.
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      if (part.trim().startsWith('type ')) continue;
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && CHAKRA_EXCLUDED.test(name)) found.push(name);
    }
  }
  if (/(?:import|export)\s+\*\s+(?:as\s+\w+\s+)?from\s*['"]@chakra-ui\/react['"]/.test(source))
    found.push('*');
  return found;
}
