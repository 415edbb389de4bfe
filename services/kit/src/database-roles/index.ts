export * from './role-names';
export * from './provision-roles';
