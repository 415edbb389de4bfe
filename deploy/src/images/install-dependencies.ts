import { spawn } from 'node:child_process';

/**
 * `npm install --omit=dev` in the image's context: the packages the bundles import and what they
 * need, at the versions of the repository's lock file, without install scripts (the repository's
 * own install runs none either, STACK-NOTES.md).
 */
export function installProductionDependencies(contextDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npm',
      ['install', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
      { cwd: contextDir, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm install --omit=dev exited with ${code}`)),
    );
  });
}
