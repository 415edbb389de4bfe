export * from './decision-outbox';
export * from './decision-events-table';
export * from './decision-event-routes';
export * from './drill-fault-point';
