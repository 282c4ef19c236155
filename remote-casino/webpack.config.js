const { createWebpackConfig } = require('../tools/webpack/create-webpack-config');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  name: 'remote_casino',
  port: 3002,
  title: 'Arcadia · remote-casino',
  exposes: {
    './CasinoRoutes': './src/exposes/casino-routes.tsx',
    './HomeSections': './src/exposes/home-sections.tsx',
    './CasinoDialogs': './src/exposes/casino-dialogs.tsx',
    './manifest': './src/manifest.ts',
  },
});
