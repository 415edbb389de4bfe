import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';
import { PLATFORM_PROCESSES, WEB_APPS, type PlatformProcess } from './processes';

/** A process is part of this checkout when its source exists (a worker may not be written yet). */
export function presentProcesses(root = REPO_ROOT): PlatformProcess[] {
  return PLATFORM_PROCESSES.filter((process) =>
    existsSync(path.join(root, process.folder, process.entry.source)),
  );
}

/** Built files `npm start` needs that are missing, relative to the workspace root. */
export function missingBuildOutputs(root = REPO_ROOT): string[] {
  const expected = [
    ...presentProcesses(root).map((process) => path.join(process.folder, process.entry.built)),
    ...WEB_APPS.map((app) => path.join(app.folder, app.builtFile)),
  ];
  return expected.filter((file) => !existsSync(path.join(root, file)));
}
