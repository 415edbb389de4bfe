export type CheckResult = { name: string; pass: boolean; details: string[] };

/** Runs one journey, records it, and never lets one failure stop the next. */
export class Checks {
  readonly results: CheckResult[] = [];
  constructor(private readonly say: (line: string) => void) {}

  async run(name: string, journey: () => Promise<string[]>): Promise<boolean> {
    const started = Date.now();
    let result: CheckResult;
    try {
      result = { name, pass: true, details: await journey() };
    } catch (error) {
      result = { name, pass: false, details: [(error as Error).message] };
    }
    this.results.push(result);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    this.say(`${result.pass ? 'PASS' : 'FAIL'} ${name} (${seconds} s)`);
    for (const line of result.details) this.say(`       ${line}`);
    return result.pass;
  }

  summary(): string {
    const passed = this.results.filter((r) => r.pass).length;
    return `${passed} passed, ${this.results.length - passed} failed`;
  }
}

export function expectThat(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}
