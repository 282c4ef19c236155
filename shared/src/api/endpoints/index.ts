/** Every API endpoint, once, by area; query keys and hooks sit beside the functions they call. */
export * from './account';
export * from './auth';
export * from './bonus';
export * from './casino';
export * from './site-content';
export * from './payments';
export * from './wallet-balance';
export * from './game-history';
export * from './responsible-gaming';
export * from './kyc';
