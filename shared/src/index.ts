/** The public surface of `@arcadia/shared`: import only from here. */
export * from './model/enums';
export * from './model/types';
export * from './config/constants';
export * from './storage/storage-keys';
export * from './storage/local-store';
export * from './bus/events';
export * from './bus/event-bus';
export * from './bus/use-observable';
export * from './api/api-client';
export * from './api/use-api-query';
export * from './i18n/i18n';
export * from './validation/rules';
export * from './validation/schemas';
export * from './validation/validate';
export * from './format';
export * from './format-date';
export * from './mask/mask';
