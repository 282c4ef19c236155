/** The boundary rule on real paths of the tree: each case would pass if the rule stopped resolving paths. */
const { describe, it } = require('node:test');
const path = require('node:path');
const { RuleTester } = require('eslint');
const tsParser = require('@typescript-eslint/parser');
const { rules } = require('./boundaries');

const root = path.resolve(__dirname, '..', '..');
const at = (rel) => path.join(root, rel);
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
const tester = new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 2023, sourceType: 'module' } });

const valid = [
  ['shell/src/features/auth-session/auth-session.ts', "import { writeSession } from '@arcadia/shared/shell';"],
  ['shell/src/app/app.tsx', "import { eventBus } from '@arcadia/shared';"],
  ['shell/src/app/app.test.tsx', "import { renderWithProviders } from '@arcadia/shared/testing';"],
  ['server/src/modules/auth/auth.routes.ts', "import { loginSchema } from '@arcadia/shared/core';"],
  ['server/src/providers/signature.ts', "import { verifyRequest } from '@arcadia/shared/signing';"],
  ['partners/common/signature.mjs', "export { signRequest } from '@arcadia/shared/signing';"],
  ['bench/games-wallet.mjs', "import { signRequest } from '@arcadia/shared/signing';"],
  ['remote-auth/src/features/login/components/login-form.tsx', "import { x } from '../hooks/use-login';"],
  ['remote-auth/src/features/login/components/login-form.tsx', "import { Timer } from '../../resend/index';"],
  ['remote-auth/src/features/login/components/login-form.tsx', "import { Timer } from '../../resend';"],
  ['remote-auth/src/exposes/auth-dialogs.tsx', "import { LoginDialog } from '../features/login/components/login-dialog';"],
  ['remote-auth/src/bootstrap.tsx', "const m = import('remote_auth/AuthDialogs');"],
  ['remote-auth/webpack.config.js', "const { sharedConfig } = require('../tools/webpack/shared-config');"],
  ['shell/src/remotes/load-remote.ts', "import { loadRemote } from '@module-federation/enhanced/runtime';"],
  // a remote may use its own package name and federated name
  ['remote-casino/src/exposes/casino-routes.tsx', "import type { CasinoProps } from '@arcadia/remote-casino/src/types';"],
  ['remote-casino/src/testing/probe.ts', "const m = import('remote_casino/BusProbe');"],
  ['jest.config.js', "const { browserPackages } = require('./tools/workspaces.cjs');"],
  ['ui/src/index.ts', "export { Button } from '@mantine/core';"],
  ['ui/src/router.ts', "export { BrowserRouter } from 'react-router-dom';"],
  ['remote-casino/src/bootstrap.tsx', "import { Routes } from '@arcadia/ui/router';"],
  ['shared/src/standalone/mount-standalone.tsx', "import { MantineProvider, theme } from '@arcadia/ui';"],
  // the shell's manifest fixture reads the remotes' manifests through the build tool, not by importing a remote
  ['shell/src/app/testing/remote-manifests.ts', "const { readRemoteManifest } = require('../../../../tools/webpack/remote-manifest-plugin.js');"],
];

const invalid = [
  ['remote-auth/src/features/login/login.tsx', "import { writeSession } from '@arcadia/shared/shell';", /only the shell imports it/],
  ['ui/src/index.ts', "import { eventBus } from '@arcadia/shared';", /ui must not depend on '@arcadia\/shared'/],
  ['shared/src/bus/event-bus.ts', "import { Header } from '@arcadia/shell';", /shared must not depend on '@arcadia\/shell'/],
  ['shared/src/components/load-error.tsx', "import { Alert } from '@arcadia/ui/display';", /shared is in the shell's first script/],
  ['shared/src/form/field.tsx', "import { TextInput } from '@arcadia/ui/forms';", /shared is in the shell's first script/],
  ['remote-auth/src/features/login/login.tsx', "import { CasinoRoutes } from '@arcadia/remote-casino';", /another remote or the shell/],
  ['remote-auth/src/features/login/login.tsx', "import { Layout } from '@arcadia/shell/src/app/layout';", /another remote or the shell/],
  ['remote-account/src/exposes/account-routes.tsx', "const m = await import('remote_auth/AuthDialogs');", /never loads another remote/],
  ['remote-account/src/exposes/account-routes.tsx', "import x from '../../../remote-auth/src/features/login';", /remote-auth package by path/],
  ['remote-casino/src/app.tsx', "import { Header } from '../../shell/src/app/header';", /shell package by path/],
  ['remote-content/src/features/pages/components/page-view.tsx', "import { useSiteContent } from '../../../../../shell/src/features/site-data';", /shell package by path/],
  ['shell/src/app/testing/remote-manifests.ts', "import manifest from '../../../../remote-content/src/manifest';", /remote-content package by path/],
  ['shell/src/app/app.tsx', "import { api } from '@arcadia/shared/src/api/api-client';", /shared's internals/],
  ['shell/src/app/app.tsx', "export * from '../../../shared/src/bus/event-bus';", /shared package by path/],
  ['server/src/app.ts', "import { eventBus } from '@arcadia/shared';", /only '@arcadia\/shared\/core'/],
  ['remote-payments/src/app.tsx', "import { signRequest } from '@arcadia/shared/signing';", /a page never signs/],
  ['shell/src/app/app.tsx', "import { verifyRequest } from '@arcadia/shared/signing';", /a page never signs/],
  ['shell/src/app/app.tsx', "import Auth from '@arcadia/remote-auth';", /run time through Module Federation/],
  ['remote-auth/src/features/login/components/login-form.tsx', "import { Timer } from '../../resend/components/timer';", /reaches into feature 'resend'/],
  ['remote-auth/src/features/login/login-form.tsx', "import type { Step } from '../recovery/model/steps';", /reaches into feature 'recovery'/],
  ['shell/src/features/header/header.test.tsx', "jest.mock('../notifications/api/get-notifications');", /reaches into feature 'notifications'/],
  ['shell/src/features/header/header.tsx', "const m = require('../menu/hooks/use-menu');", /reaches into feature 'menu'/],
  // what eslint.config.js's remoteRestrictions patterns forbade, for every remote and every form of import
  ['remote-payments/src/exposes/payment-dialogs.tsx', "export { AuthDialogs } from '@arcadia/remote-auth';", /another remote or the shell/],
  ['remote-sports/src/bootstrap.tsx', "import type { AppLayout } from '@arcadia/shell';", /another remote or the shell/],
  ['remote-casino/src/exposes/casino-routes.tsx', "const m = require('remote_sports/SportsRoutes');", /never loads another remote/],
  ['remote-auth/src/exposes/auth-dialogs.tsx', "const m = import('shell/App');", /never loads another remote or the shell/],
  ['remote-account/src/features/profile/components/account-page.tsx', "jest.mock('@arcadia/remote-auth/src/features/login');", /another remote or the shell/],
  ['remote-casino/src/app.tsx', "import { api } from '@arcadia/shared/src/api/api-client';", /shared's internals/],
  // and the shared entry points hold outside the packages too (root configurations, tools)
  ['tools/build.mjs', "import { STORAGE_KEYS } from '@arcadia/shared/src/storage/storage-keys';", /shared's internals/],
  // UI only from the house kit, outside the kit itself
  ['remote-auth/src/features/login/components/login-dialog.tsx', "import { Modal } from '@mantine/core';", /Import UI from '@arcadia\/ui'/],
  ['shell/src/app/app.tsx', "import { useLocation } from 'react-router-dom';", /Import UI from '@arcadia\/ui'/],
  ['shared/src/coming-soon/coming-soon.tsx', "import { useMediaQuery } from '@mantine/hooks';", /Import UI from '@arcadia\/ui'/],
  ['shell/src/features/carousel/home-carousel.tsx', "const Embla = require('embla-carousel-react');", /Import UI from '@arcadia\/ui'/],
];

describe('import boundaries', () => {
  tester.run('arcadia/boundaries', rules.boundaries, {
    valid: valid.map(([file, code]) => ({ filename: at(file), code })),
    invalid: invalid.map(([file, code, message]) => ({ filename: at(file), code, errors: [{ message }] })),
  });
});
