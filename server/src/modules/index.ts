/**
 * The feature modules app.ts registers, in order. A module is a Fastify plugin (`FastifyPluginAsync<ModuleOptions>`, plugins/app/module-options.ts)
 * registered with its own prefix, so its routes are declared relative to it (`/grouped`, not `/api/cms/grouped`).
 * To add one: create `modules/<name>/<name>.routes.ts` exporting the plugin as default and add a line here.
 */
import type { AppModule } from '../plugins/app/module-options.js';
import healthRoutes from './health/health.routes.js';
import cmsRoutes from './cms/cms.routes.js';
import accountsPlugin from './auth/accounts.plugin.js';
import identityPlugin from './kyc/identity.plugin.js';
import kycRoutes from './kyc/kyc.routes.js';
import authRoutes from './auth/auth.routes.js';
import customerRoutes from './customer/customer.routes.js';
import notificationRoutes from './notifications/notifications.routes.js';
import walletPlugin from './wallet/wallet.plugin.js';
import walletRoutes from './wallet/wallet.routes.js';
import bonusRoutes from './bonus/bonus.routes.js';
import paymentsPlugin from './payments/payments.plugin.js';
import paymentRoutes from './payments/payments.routes.js';
import gamesWalletRoutes from './games-wallet/games-wallet.routes.js';
import gameHistoryRoutes from './game-history/game-history.routes.js';
import casinoRoutes from './casino/casino.routes.js';
import responsibleGamingPlugin from './responsible-gaming/responsible-gaming.plugin.js';
import adminRoutes from './admin/admin.routes.js';
import devRoutes from './dev/dev.routes.js';

export const modules: AppModule[] = [
  { name: 'health', prefix: '/api', plugin: healthRoutes },
  { name: 'cms', prefix: '/api/cms', plugin: cmsRoutes },
  // player accounts: `accounts` (shared sessions, limits, providers) must come before the others
  { name: 'accounts', prefix: '/api', plugin: accountsPlugin },
  // `identity` (the document keys, the person exclusion register) is read by auth, customer, payments and exclusions
  { name: 'identity', prefix: '/api', plugin: identityPlugin },
  { name: 'auth', prefix: '/api/auth', plugin: authRoutes },
  { name: 'customer', prefix: '/api', plugin: customerRoutes },
  { name: 'notifications', prefix: '/api/customer', plugin: notificationRoutes },
  // `wallet` (the hub's Balance pushes of the wallet's committed changes) beside its routes
  { name: 'wallet', prefix: '/api', plugin: walletPlugin },
  { name: 'wallet-routes', prefix: '/api/user', plugin: walletRoutes },
  { name: 'bonus', prefix: '/api/bonus', plugin: bonusRoutes },
  // `payments` (the provider, the stale-deposit sweep) must come before the payment and admin routes
  { name: 'payments', prefix: '/api', plugin: paymentsPlugin },
  { name: 'payment', prefix: '/api/payment', plugin: paymentRoutes },
  { name: 'games-wallet', prefix: '/api/games/wallet', plugin: gamesWalletRoutes },
  { name: 'game-history', prefix: '/api/games', plugin: gameHistoryRoutes },
  { name: 'casino', prefix: '/api/casino', plugin: casinoRoutes },
  { name: 'kyc', prefix: '/api/kyc', plugin: kycRoutes },
  { name: 'responsible-gaming', prefix: '/api/responsiblegaming', plugin: responsibleGamingPlugin },
  { name: 'admin', prefix: '/api/admin', plugin: adminRoutes },
  { name: 'dev', prefix: '/api/dev', plugin: devRoutes },
];
