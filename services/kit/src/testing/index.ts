export * from './databases';
export * from './redis';
export * from './service-smoke';
export * from './private-redis';
export * from './contract-routes';
export { eventually, type EventuallyOptions } from '../eventually';
export * from './template-database';
