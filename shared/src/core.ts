/**
 * The browser-free part of `@arcadia/shared` (`@arcadia/shared/core`): types, enums, constants,
 * storage keys, validation and the texts of validation messages. The server imports only this.
 */
export * from './model/enums';
export * from './model/types';
export * from './model/account';
export * from './config/constants';
export * from './config/page-routes';
export * from './storage/storage-keys';
export * from './validation/rules';
export * from './validation/schemas';
export * from './validation/validate';
export * from './validation/phone';
export * from './mask/mask';
export { commonTr } from './i18n/locales/common.tr';
export { commonEn } from './i18n/locales/common.en';
export * from './model/payments';
export * from './model/game-history';
export * from './model/responsible-gaming';
export * from './model/kyc';
export * from './model/consents';
export * from './validation/payment-detail';
export * from './dates';
