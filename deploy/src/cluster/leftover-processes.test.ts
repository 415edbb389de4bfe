import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const cache = mkdtempSync(path.join(tmpdir(), 'nomada-k8s-cache-test-'));
vi.stubEnv('NOMADA_K8S_CACHE', cache);
const { killLeftovers, leftoverProcesses } = await import('./node-namespace');

afterAll(() => rmSync(cache, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('what a stopped run left running', () => {
  it("finds the cache's programs and their children, and ends them; nothing else", async () => {
    mkdirSync(path.join(cache, 'bin'));
    const program = path.join(cache, 'bin', 'sh');
    copyFileSync('/bin/sh', program);
    // A program of the cache, left behind with a child of its own (as containerd's shims are).
    const left = spawn(program, ['-c', 'sleep 60 & wait'], { detached: true, stdio: 'ignore' });
    const bystander = spawn('sleep', ['60'], { stdio: 'ignore' });
    await expect.poll(() => leftoverProcesses().length, { timeout: 10_000 }).toBe(2);
    expect(leftoverProcesses()).toContain(left.pid);
    expect(leftoverProcesses()).not.toContain(bystander.pid);

    killLeftovers();
    expect(leftoverProcesses()).toEqual([]);
    expect(alive(bystander.pid!)).toBe(true);
    bystander.kill();
  });
});
