export * from './family-relations';
export * from './family-members';
export * from './family-items';
export * from './required-income';
export * from './legalisation';
