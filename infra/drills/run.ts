/**
 * `npm run drill [-- <name> …]`: failure drills of issue 16 against the built platform with two of
 * every service and worker (REPLICAS=2), on loopback only, each bounded in count and time. Each
 * prints PASS or FAIL with its figures; the command exits non-zero when one fails. Not part of
 * `npm test` (run by hand; about ten minutes for all of them).
 */
import { decisionsKillDrill } from './decisions-kill';
import { printVerdict, type Verdict } from './drill-platform';
import { postgresRestartDrill } from './postgres-restart';
import { redisRestartDrill } from './redis-restart';
import { rollingRestartDrill } from './rolling-restart';
import { uploadsKillDrill } from './uploads-kill';

const DRILLS: Record<string, () => Promise<Verdict>> = {
  'uploads-kill': uploadsKillDrill,
  'redis-restart': redisRestartDrill,
  'postgres-restart': postgresRestartDrill,
  'rolling-restart': rollingRestartDrill,
  'decisions-kill': decisionsKillDrill,
};

async function main(): Promise<number> {
  const asked = process.argv.slice(2).filter((arg) => arg !== '--');
  const unknown = asked.filter((name) => !(name in DRILLS));
  if (unknown.length) {
    console.error(`unknown drill ${unknown.join(', ')}; known: ${Object.keys(DRILLS).join(', ')}`);
    return 2;
  }
  const names = asked.length ? asked : Object.keys(DRILLS);
  const verdicts: Verdict[] = [];
  for (const name of names) {
    console.log(`\n=== drill ${name}`);
    const started = performance.now();
    try {
      const result = await DRILLS[name]!();
      result.figures.push(`took ${((performance.now() - started) / 1000).toFixed(0)} s`);
      verdicts.push(result);
    } catch (error) {
      verdicts.push({ name, pass: false, figures: [`could not run: ${(error as Error).message}`] });
    }
    printVerdict(verdicts.at(-1)!);
  }
  console.log('\n=== summary');
  for (const result of verdicts) console.log(`${result.pass ? 'PASS' : 'FAIL'} ${result.name}`);
  return verdicts.every((result) => result.pass) ? 0 : 1;
}

process.exitCode = await main();
