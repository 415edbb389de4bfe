export * from './role-names';
export * from './provision-roles';
export * from './owner-schemas-sql';
