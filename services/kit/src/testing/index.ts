export * from './databases';
export * from './redis';
export * from './service-smoke';
export * from './private-redis';
export * from './contract-routes';
export * from './eventually';
export * from './template-database';
