import { describe, expect, it } from 'vitest';
import { SERVICE_PORT_OFFSETS } from '@nomada/service-kit';
import { listeningPorts, INFRA_PORT_OFFSETS, PLATFORM_PROCESSES, WEB_APPS } from './processes';

describe('process table', () => {
  it('gives every listener its own offset of PORT', () => {
    const offsets = [
      ...PLATFORM_PROCESSES.flatMap((process) =>
        process.portOffset === null ? [] : [process.portOffset],
      ),
      ...Object.values(INFRA_PORT_OFFSETS),
    ];
    expect(new Set(offsets).size).toBe(offsets.length);
    expect(WEB_APPS.map((app) => app.devPortOffset)).toEqual([10, 11, 12, 13]);
  });

  it('runs each service on the port the service kit expects, the gateway last', () => {
    for (const [name, offset] of Object.entries(SERVICE_PORT_OFFSETS)) {
      expect(PLATFORM_PROCESSES.find((process) => process.name === name)?.portOffset).toBe(offset);
    }
    expect(PLATFORM_PROCESSES.at(-1)?.name).toBe('gateway');
    expect(
      PLATFORM_PROCESSES.find((process) => process.name === 'messaging-worker')?.entry.built,
    ).toBe('dist/worker.js');
  });

  it('lists the ports a copy listens on', () => {
    expect(listeningPorts(9000, { database: true, redis: false, devServers: false })).toEqual([
      9000, 9001, 9002, 9003, 9004, 9005,
    ]);
    expect(listeningPorts(9000, { database: false, redis: false, devServers: true })).toHaveLength(
      9,
    );
  });
});
