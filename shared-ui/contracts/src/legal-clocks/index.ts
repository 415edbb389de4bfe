export * from './calendar-dates';
export * from './national-holidays';
export * from './working-calendar';
export * from './deadline-rules';
export * from './deadline-texts';
