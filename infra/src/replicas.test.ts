import { describe, expect, it } from 'vitest';
import { listeningPorts, PLATFORM_PROCESSES } from './processes';
import {
  describeInstances,
  instanceEnv,
  parseReplicas,
  platformInstances,
  replicaEnv,
} from './replicas';

describe('replicas', () => {
  it('reads REPLICAS, one by default, and refuses what it cannot run', () => {
    expect(parseReplicas(undefined)).toBe(1);
    expect(parseReplicas(' 2 ')).toBe(2);
    for (const bad of ['0', '5', '1.5', 'two'])
      expect(() => parseReplicas(bad)).toThrow(/REPLICAS/);
  });

  it('runs one of everything by default, under the usual names and ports', () => {
    const instances = platformInstances(PLATFORM_PROCESSES, 9000, 1);
    expect(instances.map((instance) => instance.name)).toEqual(
      PLATFORM_PROCESSES.map((process) => process.name),
    );
    expect(replicaEnv(instances, {})).toEqual({});
  });

  it('with two, runs two of each service and worker on ports of their own, and one gateway', () => {
    const instances = platformInstances(PLATFORM_PROCESSES, 9000, 2);
    expect(instances.map((instance) => [instance.name, instance.port])).toEqual([
      ['identity-1', 9001],
      ['identity-2', 9021],
      ['documents-1', 9002],
      ['documents-2', 9022],
      ['review-1', 9003],
      ['review-2', 9023],
      ['messaging-1', 9004],
      ['messaging-2', 9024],
      ['messaging-worker-1', null],
      ['messaging-worker-2', null],
      ['gateway', 9000],
    ]);
    expect(replicaEnv(instances, {})).toEqual({
      IDENTITY_URL: 'http://127.0.0.1:9001,http://127.0.0.1:9021',
      DOCUMENTS_URL: 'http://127.0.0.1:9002,http://127.0.0.1:9022',
      REVIEW_URL: 'http://127.0.0.1:9003,http://127.0.0.1:9023',
      MESSAGING_URL: 'http://127.0.0.1:9004,http://127.0.0.1:9024',
      DRAIN_DELAY_MS: '2500',
    });
    expect(replicaEnv(instances, { DRAIN_DELAY_MS: '100' })).not.toHaveProperty('DRAIN_DELAY_MS');
    const second = instances.find((instance) => instance.name === 'documents-2')!;
    expect(instanceEnv(second, { PORT: '9000' })).toEqual({ PORT: '9000', LISTEN_PORT: '9022' });
    expect(describeInstances(instances)).toContain(
      'documents ×2: documents-1 on 9002, documents-2 on 9022',
    );
  });

  it('checks every port the instances need before starting', () => {
    const ports = listeningPorts(9000, {
      database: true,
      redis: false,
      devServers: false,
      replicas: 3,
    });
    expect(ports).toEqual([
      9000, 9001, 9002, 9003, 9004, 9005, 9021, 9022, 9023, 9024, 9031, 9032, 9033, 9034,
    ]);
  });
});
