export * from './registry';
export * from './http-metrics';
export * from './backlog-metrics';
export * from './metrics-server';
