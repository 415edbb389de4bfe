export type CheckResult = { name: string; pass: boolean; details: string[] };

/** Runs one journey, records it, and never lets one failure stop the next. */
export class Checks {
  readonly results: CheckResult[] = [];
  /** K8S_E2E_ONLY=release,redis runs only those journeys (while working on one); the install always. */
  private readonly only = process.env.K8S_E2E_ONLY?.split(',').filter(Boolean) ?? [];
  constructor(private readonly say: (line: string) => void) {}

  async run(key: string, name: string, journey: () => Promise<string[]>): Promise<boolean> {
    if (this.only.length && key !== 'install' && !this.only.includes(key)) return true;
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
