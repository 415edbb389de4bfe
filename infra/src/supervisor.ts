import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import {
  cleanStopDecision,
  CrashTracker,
  DEFAULT_RESTART_POLICY,
  describeExit,
  type RestartPolicy,
} from './restart-policy';

const COLORS = [36, 33, 35, 32, 34, 31, 96, 93, 95, 92];
/** How long after `exit` we wait for the last output lines before acting on it. */
const OUTPUT_DRAIN_MS = 2_000;

export type ChildSpec = {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
};

/** What the launcher needs to say when it gives up on a process that keeps crashing. */
export type CrashLoop = {
  name: string;
  /** How its last run ended: `code 1`, `SIGKILL`. */
  exit: string;
  crashes: number;
  windowMs: number;
  lastLines: string[];
};

export type SupervisorOptions = {
  /** Called once per crash loop; the supervisor restarts nothing more of that process. */
  onCrashLoop: (loop: CrashLoop) => void;
  /** Called whenever a process (re)starts or ends, with the pid of each process now running. */
  onChange?: (pids: Record<string, number>) => void;
  policy?: RestartPolicy;
  now?: () => number;
  /** The launcher's own lines (restarts). */
  log?: (line: string) => void;
  /** Each output line of a process, already prefixed with its name. */
  output?: (line: string) => void;
  /** Output lines kept per process for the crash-loop report. */
  tailLines?: number;
};

type Entry = {
  spec: ChildSpec;
  prefix: string;
  tracker: CrashTracker;
  tail: string[];
  child: ChildProcess | null;
  startedAt: number;
  restartTimer: NodeJS.Timeout | null;
};

/**
 * Runs the platform's processes, each output line prefixed with its name. A process that exits while the
 * platform is meant to be up is started again after a growing delay (see `RestartPolicy`), the others
 * keep running; one that crashes too often in a short time is reported through `onCrashLoop`.
 * `stopAll` ends every process with SIGTERM, then SIGKILL after a grace period.
 */
export class Supervisor {
  private readonly entries = new Map<string, Entry>();
  private stopping = false;
  private readonly width: number;
  private readonly policy: RestartPolicy;
  private readonly now: () => number;
  private readonly log: (line: string) => void;
  private readonly output: (line: string) => void;

  constructor(
    names: readonly string[],
    private readonly options: SupervisorOptions,
  ) {
    this.width = Math.max(...names.map((name) => name.length), 8);
    this.policy = options.policy ?? DEFAULT_RESTART_POLICY;
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((line) => process.stdout.write(`launcher | ${line}\n`));
    this.output = options.output ?? ((line) => process.stdout.write(`${line}\n`));
  }

  start(spec: ChildSpec): void {
    if (this.entries.has(spec.name)) throw new Error(`${spec.name} is already supervised`);
    const color = COLORS[this.entries.size % COLORS.length];
    const entry: Entry = {
      spec,
      prefix: process.stdout.isTTY
        ? `\u001b[${color}m${spec.name.padEnd(this.width)}\u001b[0m | `
        : `${spec.name.padEnd(this.width)} | `,
      tracker: new CrashTracker(this.policy),
      tail: [],
      child: null,
      startedAt: 0,
      restartTimer: null,
    };
    this.entries.set(spec.name, entry);
    this.run(entry);
  }

  /** Pid of each process running now. */
  pids(): Record<string, number> {
    const pids: Record<string, number> = {};
    for (const [name, entry] of this.entries) {
      const child = entry.child;
      if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        pids[name] = child.pid;
      }
    }
    return pids;
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  private run(entry: Entry): void {
    const { spec } = entry;
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    entry.child = child;
    entry.startedAt = this.now();
    const keep = this.options.tailLines ?? 20;
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        entry.tail.push(line);
        if (entry.tail.length > keep) entry.tail.shift();
        this.output(`${entry.prefix}${line}`);
      });
    }
    let spawnError: Error | null = null;
    child.on('error', (error) => {
      spawnError = error;
      this.output(`${entry.prefix}failed to start: ${error.message}`);
    });
    // `close` comes once the output is drained (and is the only event when spawning fails); a process
    // that left a grandchild holding its pipes still counts as ended shortly after `exit`.
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      const exit = spawnError ? spawnError.message : describeExit(child.exitCode, child.signalCode);
      this.ended(entry, child, exit, !spawnError && child.exitCode === 0);
    };
    child.once('close', end);
    child.once('exit', () => setTimeout(end, OUTPUT_DRAIN_MS).unref());
    this.options.onChange?.(this.pids());
  }

  private ended(entry: Entry, child: ChildProcess, exit: string, clean: boolean): void {
    if (entry.child !== child) return;
    entry.child = null;
    this.options.onChange?.(this.pids());
    if (this.stopping) return;
    const now = this.now();
    const uptime = ((now - entry.startedAt) / 1000).toFixed(1);
    const decision = clean
      ? cleanStopDecision(entry.tracker, this.policy, now, entry.startedAt)
      : entry.tracker.recordCrash(now, entry.startedAt);
    if (decision.action === 'start-again') {
      this.log(
        `${entry.spec.name} stopped cleanly (${exit}) after ${uptime} s; starting it again in ${decision.delayMs} ms`,
      );
      this.restartAfter(entry, decision.delayMs);
      return;
    }
    if (decision.action === 'give-up') {
      this.options.onCrashLoop({
        name: entry.spec.name,
        exit,
        crashes: decision.crashesInWindow,
        windowMs: this.policy.windowMs,
        lastLines: [...entry.tail],
      });
      return;
    }
    this.log(
      `${entry.spec.name} exited (${exit}) after ${uptime} s; restarting it in ` +
        `${decision.delayMs} ms (crash ${decision.crashesInWindow} of at most ${this.policy.maxCrashes} ` +
        `within ${this.policy.windowMs / 1000} s)`,
    );
    this.restartAfter(entry, decision.delayMs);
  }

  private restartAfter(entry: Entry, delayMs: number): void {
    entry.restartTimer = setTimeout(() => {
      entry.restartTimer = null;
      if (!this.stopping) this.run(entry);
    }, delayMs);
  }

  async stopAll(graceMs = 20_000): Promise<void> {
    this.stopping = true;
    const running: ChildProcess[] = [];
    for (const entry of this.entries.values()) {
      if (entry.restartTimer) clearTimeout(entry.restartTimer);
      entry.restartTimer = null;
      const child = entry.child;
      if (child && child.exitCode === null && child.signalCode === null) running.push(child);
    }
    await Promise.all(
      running.map(
        (child) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}
