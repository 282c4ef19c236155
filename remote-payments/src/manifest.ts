import { defineRemoteManifest } from '@arcadia/shared';

/** remote-payments owns the deposit and withdraw dialogs, opened from anywhere through the bus. */
export default defineRemoteManifest({
  routes: [],
  menu: [],
  crumbs: [],
  dialogs: { module: 'PaymentDialogs', names: ['deposit', 'withdraw'] },
  homeSections: [],
});
