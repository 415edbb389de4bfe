import { describe, expect, it } from 'vitest';
import { hostCpuLines, slowHostRows } from './host-cpu';

const row = (benchmarkIndex: number) => ({ path: '/pricing', language: 'es', benchmarkIndex });

describe('host CPU lines', () => {
  it('says when the host was faster than the 4x slowdown is made for', () => {
    const lines = hostCpuLines([row(1800), row(2786.5)]);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('faster than that (up to 2787)');
  });

  it('only explains the column on a host in the range the slowdown is made for', () => {
    expect(hostCpuLines([row(1540), row(2000)])).toHaveLength(1);
  });

  it("lists the rows measured below Lighthouse's slow-host threshold, and only those", () => {
    expect(slowHostRows([row(995), row(1500)])).toEqual([
      '/pricing (es): measured on a host slower than Lighthouse expects (benchmarkIndex 995)',
    ]);
  });
});
