const { createWebpackConfig } = require('../tools/webpack/create-webpack-config');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  name: 'remote_sports',
  port: 3003,
  title: 'Arcadia · remote-sports',
  exposes: {
    './SportsRoutes': './src/exposes/sports-routes.tsx',
    './manifest': './src/manifest.ts',
  },
});
