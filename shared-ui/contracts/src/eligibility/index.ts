export * from './income-threshold-2026';
export * from './check-eligibility';
export * from './parse-amount';
export * from './format-amount';
export * from './read-eligibility-answers';
