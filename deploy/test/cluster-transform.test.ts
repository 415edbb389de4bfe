import { describe, expect, it } from 'vitest';
import { forKubernetes120, MAILBOX_DIR } from '../src/cluster/test-release';

const deployment = (name: string, image: string) => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name },
  spec: {
    template: {
      spec: {
        topologySpreadConstraints: [{ maxSkew: 1, matchLabelKeys: ['pod-template-hash'] }],
        containers: [{ name, image, lifecycle: { preStop: { sleep: { seconds: 5 } } } }],
      },
    },
  },
});

describe('the k8s:e2e transform for Kubernetes 1.20', () => {
  const objects = [
    {
      apiVersion: 'policy/v1',
      kind: 'PodDisruptionBudget',
      spec: { unhealthyPodEvictionPolicy: 'AlwaysAllow', minAvailable: 1 },
    },
    { apiVersion: 'autoscaling/v2', kind: 'HorizontalPodAutoscaler', spec: {} },
    deployment('messaging', 'registry.example/nomada-services:1'),
    deployment('redis', 'redis:7'),
  ];
  const [budget, autoscaler, messaging, redis] = forKubernetes120(objects, '/node/mailbox');

  it('maps what 1.20 lacks to what it has, leaving the rest', () => {
    expect(budget).toEqual({
      apiVersion: 'policy/v1beta1',
      kind: 'PodDisruptionBudget',
      spec: { minAvailable: 1 },
    });
    expect(autoscaler!.apiVersion).toBe('autoscaling/v2beta2');
    const pod = messaging!.spec.template.spec;
    expect(pod.topologySpreadConstraints).toEqual([{ maxSkew: 1 }]);
    expect(pod.containers[0].lifecycle.preStop).toEqual({
      exec: { command: ['node', '-e', 'setTimeout(() => {}, 5000)'] },
    });
    expect(redis!.spec.template.spec.containers[0].lifecycle.preStop).toEqual({
      exec: { command: ['sleep', '5'] },
    });
  });

  it('gives the messaging pods the node’s mailbox folder and never changes what it was given', () => {
    const pod = messaging!.spec.template.spec;
    expect(pod.volumes).toEqual([
      { name: 'mailbox', hostPath: { path: '/node/mailbox', type: 'Directory' } },
    ]);
    expect(pod.containers[0].volumeMounts).toEqual([{ name: 'mailbox', mountPath: MAILBOX_DIR }]);
    expect(objects[0]!.apiVersion).toBe('policy/v1');
    expect(objects[2]).toEqual(deployment('messaging', 'registry.example/nomada-services:1'));
  });
});
