import { describe, expect, it } from 'vitest';
import { ServiceInstances } from './service-instances';
import type { UpstreamPools } from './upstream';

const noPools = () => ({}) as UpstreamPools;
const origins = (list: { origin: string }[]) => list.map((instance) => instance.origin);

describe('ServiceInstances', () => {
  it('starts each request at the next instance in turn, the others after it', () => {
    const instances = new ServiceInstances(['a', 'b', 'c'], { createPools: noPools });
    expect(origins(instances.order())).toEqual(['a', 'b', 'c']);
    expect(origins(instances.order())).toEqual(['b', 'c', 'a']);
    expect(origins(instances.order())).toEqual(['c', 'a', 'b']);
  });

  it('tries an instance that refused a connection last until its pause is over', () => {
    let now = 1_000;
    const instances = new ServiceInstances(['a', 'b'], {
      createPools: noPools,
      now: () => now,
      refusalPauseMs: 500,
    });
    instances.refused(instances.instances[0]!);
    expect(origins(instances.order())).toEqual(['b', 'a']);
    expect(origins(instances.order())).toEqual(['b', 'a']);
    now += 501;
    expect(origins(instances.order())).toEqual(['a', 'b']);
  });

  it('puts instances that are not ready after the ready ones, and still lists them', () => {
    const instances = new ServiceInstances(['a', 'b'], { createPools: noPools });
    instances.instances[1]!.ready = false;
    expect(origins(instances.order())).toEqual(['a', 'b']);
    expect(origins(instances.order())).toEqual(['a', 'b']);
    instances.instances[0]!.ready = false;
    expect(origins(instances.order())).toEqual(['a', 'b']);
    expect(origins(instances.order())).toEqual(['b', 'a']);
  });
});
