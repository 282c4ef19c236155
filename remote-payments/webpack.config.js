const { createWebpackConfig } = require('../tools/webpack/create-webpack-config');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  name: 'remote_payments',
  port: 3005,
  title: 'Arcadia · remote-payments',
  exposes: {
    './PaymentDialogs': './src/exposes/payment-dialogs.tsx',
    './manifest': './src/manifest.ts',
  },
});
