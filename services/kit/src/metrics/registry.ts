import { collectDefaultMetrics, Registry } from 'prom-client';

export type { Registry } from 'prom-client';

/**
 * The metrics of one process (decision 074): its own registry, so several apps built in one test
 * process never meet, with the process's name on every series.
 */
export function createMetricsRegistry(processName: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ process: processName });
  return registry;
}

/**
 * What Node itself says about the process: event-loop lag (mean and percentiles), CPU, memory, heap,
 * handles, garbage collection. Started only where metrics are served: its event-loop monitor and
 * timers would otherwise run in every test app for nothing.
 */
export function collectProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
}
