import { defineRemoteManifest } from '@arcadia/shared';

/** remote-auth renders the account dialogs; it has no pages of its own. */
export default defineRemoteManifest({
  routes: [],
  menu: [],
  crumbs: [],
  dialogs: {
    module: 'AuthDialogs',
    names: ['login', 'register', 'fastRegister', 'recovery', 'changePassword', 'smsVerify', 'phoneVerification', 'callRequest'],
  },
  homeSections: [],
});
