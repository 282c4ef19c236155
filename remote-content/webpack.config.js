const { createWebpackConfig } = require('../tools/webpack/create-webpack-config');

module.exports = createWebpackConfig({
  packageDir: __dirname,
  name: 'remote_content',
  port: 3006,
  title: 'Arcadia · remote-content',
  exposes: {
    './ContentRoutes': './src/exposes/content-routes.tsx',
    './HomeSections': './src/exposes/home-sections.tsx',
    './ContentDialogs': './src/exposes/content-dialogs.tsx',
    './manifest': './src/manifest.ts',
  },
});
