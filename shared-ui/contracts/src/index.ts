export * from './api-types';
export * from './plans';
export * from './documents';
export * from './validation/messages';
export * from './validation/fields';
export * from './validation/first-error';
export * from './validation/identity-schemas';
export * from './validation/contact-schemas';
