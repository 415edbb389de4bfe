import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * STYLE.md's rooms, enforced: code in `<app>/src/features/<feature>/` may import another feature only
 * through the files at that feature's root (its public entry points, e.g. `index.ts`,
 * `assistant-launcher.ts`), never from its folders (`components/`, `hooks/`, …); and the features of
 * an app never import each other in a circle. Tests are exempt (they may reach into what they test).
 */
const FEATURES = /^(.*[\\/]src[\\/]features[\\/])([^\\/]+)[\\/]/;
const IMPORT_SPECIFIER = /(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g;
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);
const graphs = new Map();

function sourceFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (/\.[cm]?[jt]sx?$/.test(entry) && !isTest(entry)) files.push(full);
  }
  return files;
}

/** Which feature lands where a relative import from `file` points, and whether it is a root file. */
function target(featuresDir, file, specifier) {
  const resolved = path.resolve(path.dirname(file), specifier);
  const relative = path.relative(featuresDir, resolved);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return { feature: parts[0], atRoot: parts.length <= 2 };
}

/** The app's feature graph (feature → features it imports), read once per lint run. */
function graphOf(featuresDir) {
  if (graphs.has(featuresDir)) return graphs.get(featuresDir);
  const graph = new Map();
  for (const feature of readdirSync(featuresDir)) {
    const dir = path.join(featuresDir, feature);
    if (!statSync(dir).isDirectory()) continue;
    const uses = new Set();
    for (const file of sourceFiles(dir))
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)) {
        const found = target(featuresDir, file, match[1]);
        if (found && found.feature !== feature) uses.add(found.feature);
      }
    graph.set(feature, uses);
  }
  graphs.set(featuresDir, graph);
  return graph;
}

function reaches(graph, from, to, seen = new Set()) {
  if (from === to) return true;
  if (seen.has(from)) return false;
  seen.add(from);
  return [...(graph.get(from) ?? [])].some((next) => reaches(graph, next, to, seen));
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      inside:
        "'{{specifier}}' reaches into feature '{{feature}}': import one of the files at its root instead.",
      cycle:
        "'{{specifier}}' makes features '{{own}}' and '{{feature}}' import each other: move what both need to src/lib or one of them.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const match = FEATURES.exec(file);
    if (!match || isTest(file)) return {};
    const [, featuresDir, own] = match;
    const check = (node) => {
      const specifier = node?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const found = target(featuresDir, file, specifier);
      if (!found || found.feature === own) return;
      const data = { specifier, feature: found.feature, own };
      if (!found.atRoot) context.report({ node, messageId: 'inside', data });
      else if (reaches(graphOf(featuresDir), found.feature, own))
        context.report({ node, messageId: 'cycle', data });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};
