const { createWebpackConfig } = require('../tools/webpack/create-webpack-config');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  name: 'remote_account',
  port: 3004,
  title: 'Arcadia · remote-account',
  exposes: {
    './AccountRoutes': './src/exposes/account-routes.tsx',
    './manifest': './src/manifest.ts',
  },
});
