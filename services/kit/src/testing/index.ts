export * from './databases';
export * from './redis';
export * from './service-smoke';
