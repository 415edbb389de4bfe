import { REPO_ROOT } from './paths';
import { runCommand } from './run-command';
import { countTests, type Counts } from './test-summary';

type Step = { name: string; command: string; args: string[] };

/** `npm test`: every check in order, stopping at the first failure. */
const STEPS: Step[] = [
  { name: 'formatting', command: 'npx', args: ['prettier', '--check', '.'] },
  {
    name: 'lint + typecheck',
    command: 'npx',
    args: ['nx', 'run-many', '-t', 'lint', 'typecheck', '--parallel=2'],
  },
  {
    name: 'unit + integration tests',
    command: 'npx',
    args: ['nx', 'run-many', '-t', 'test', '--parallel=2'],
  },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
  { name: 'browser tests', command: 'npm', args: ['run', 'test:e2e'] },
];

async function main(): Promise<number> {
  const totals: Counts = { passed: 0, failed: 0 };
  const results: string[] = [];
  let failedStep: string | null = null;
  for (const step of STEPS) {
    console.log(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}`);
    const started = Date.now();
    // Only whole lines are counted; the unfinished tail waits for the next chunk.
    let pending = '';
    const counts: Counts = { passed: 0, failed: 0 };
    const add = (text: string) => {
      const found = countTests(text);
      counts.passed += found.passed;
      counts.failed += found.failed;
    };
    const code = await runCommand(step.command, step.args, {
      cwd: REPO_ROOT,
      onOutput: (text) => {
        const lines = (pending + text).split('\n');
        pending = lines.pop() ?? '';
        add(lines.join('\n'));
      },
    });
    add(pending);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    results.push(`  ${code === 0 ? 'ok    ' : 'FAILED'}   ${step.name} (${seconds} s)`);
    if (code !== 0) {
      failedStep = step.name;
      break;
    }
  }
  console.log(`\n=== summary\n${results.join('\n')}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  if (failedStep) console.log(`npm test failed at: ${failedStep}`);
  return failedStep ? 1 : 0;
}

main().then((code) => process.exit(code));
