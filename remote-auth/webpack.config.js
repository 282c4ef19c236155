const { createWebpackConfig } = require('../tools/webpack/create-webpack-config');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  name: 'remote_auth',
  port: 3001,
  title: 'Arcadia · remote-auth',
  exposes: {
    './AuthDialogs': './src/exposes/auth-dialogs.tsx',
    './manifest': './src/manifest.ts',
  },
});
