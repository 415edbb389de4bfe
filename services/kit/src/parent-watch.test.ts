import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('watchParent', () => {
  it('ends a child whose parent was killed outright', async () => {
    // parent → child (runs watchParent and prints its pid); the parent is then killed with SIGKILL.
    const child = `
      const { watchParent } = await import(${JSON.stringify(new URL('./parent-watch.ts', import.meta.url).pathname)});
      watchParent(() => process.exit(0), 50);
      // Not console.log: with FORCE_COLOR (set by nx) it would colour the number.
      process.stdout.write(process.pid + '\\n');
      setInterval(() => {}, 1000);
    `;
    const parent = spawn(
      process.execPath,
      [
        '-e',
        `const c = require('node:child_process').spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', ${JSON.stringify(child)}], { stdio: ['ignore', 'inherit', 'inherit'] }); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let childPid = 0;
    try {
      childPid = await new Promise<number>((resolve) =>
        parent.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
      );
      expect(isAlive(childPid)).toBe(true);
      parent.kill('SIGKILL');
      const deadline = Date.now() + 20_000;
      while (isAlive(childPid) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(isAlive(childPid)).toBe(false);
    } finally {
      // A failed run must not leave either process behind.
      parent.kill('SIGKILL');
      if (childPid && isAlive(childPid)) process.kill(childPid, 'SIGKILL');
    }
  }, 30_000);
});
