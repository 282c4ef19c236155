/**
 * The webpack configuration factory of every front-end package (the shell and the five remotes).
 * Each package's `webpack.config.js` is a few lines calling this, so all of them build the same
 * way: swc for TypeScript, extracted CSS, hashed file names, `publicPath: 'auto'` (a remote works
 * from whatever URL it is deployed at) and one Module Federation share list.
 */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { RemoteManifestPlugin } = require('./remote-manifest-plugin');
const { createSharedConfig, sharedVersionsOf } = require('./create-shared-config');

// webpack 5.111 ships its minimizer plugin as a dependency; resolve it from webpack itself so the
// version always matches the pinned webpack.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);
const { cssMinify } = require('webpack').css.syntax;

const ROOT = path.resolve(__dirname, '../..');

/** swc targets: evergreen browsers of the last years; keeps classes, async and optional chaining native. */
const JS_TARGET = 'es2022';

/** Breakpoints for `postcss-simple-vars` in the packages' own CSS modules. */
const CSS_VARIABLES = {
  'mantine-breakpoint-xs': '36em',
  'mantine-breakpoint-sm': '48em',
  'mantine-breakpoint-md': '62em',
  'mantine-breakpoint-lg': '75em',
  'mantine-breakpoint-xl': '88em',
  // 900 px: mobile layout at and below; 1100 px: the menu button shows at and below.
  'arcadia-mobile': '56.25em',
  'arcadia-menu': '68.75em',
};

/** A build-time JSON file among the build's assets (the shell's `shared-versions.json`). */
function emitJsonAsset(file, value) {
  return {
    apply(compiler) {
      const { Compilation, sources } = compiler.webpack;
      compiler.hooks.thisCompilation.tap('ArcadiaJsonAsset', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'ArcadiaJsonAsset', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(file, new sources.RawSource(`${JSON.stringify(value, null, 2)}\n`));
        });
      });
    },
  };
}

/** Cache name of a build against overridden share versions (tests), so it never mixes with the real one. */
const builtAgainst = (process.env.ARCADIA_BUILT_AGAINST ?? '').replace(/[^a-z0-9.]+/gi, '-').replace(/^-|-$/g, '');

/**
 * @typedef {object} FrontEndOptions
 * @property {string} packageDir       the package folder (`__dirname` of its webpack.config.js)
 * @property {string} name             Module Federation name: `shell` or `remote_<area>`
 * @property {number} port             dev server port
 * @property {Record<string,string>} [exposes]  remote modules (`./AuthDialogs` → file); omit for the host
 * @property {string} [title]          page title of the standalone page
 */

/** @param {FrontEndOptions} options */
function createWebpackConfig({ packageDir, name, port, exposes, title = 'Arcadia' }) {
  const isHost = !exposes;

  return (_env, argv = {}) => {
    const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const publicDir = path.join(packageDir, 'public');
    const ownTemplate = path.join(publicDir, 'index.html');
    const shared = createSharedConfig({ development: !production, host: isHost });

    /** @type {import('webpack').RuleSetUseItem} */
    const cssExtract = MiniCssExtractPlugin.loader;
    const postcss = {
      loader: 'postcss-loader',
      options: {
        postcssOptions: {
          plugins: [
            ['postcss-preset-mantine', {}],
            ['postcss-simple-vars', { variables: CSS_VARIABLES }],
          ],
        },
      },
    };

    return {
      name: path.basename(packageDir),
      context: packageDir,
      mode: production ? 'production' : 'development',
      target: 'web',
      entry: { main: './src/index.ts' },
      output: {
        // ARCADIA_OUT_DIR builds elsewhere (the e2e test's remote built against another shell).
        path: process.env.ARCADIA_OUT_DIR ? path.resolve(process.env.ARCADIA_OUT_DIR) : path.join(packageDir, 'dist'),
        publicPath: 'auto',
        // Entry chunks (`main.js`, `remoteEntry.js`) keep plain names: with webpack 5.111 the federation
        // runtime module cannot resolve a [contenthash] template for its own chunk (module-federation/core
        // #5077). The HTML references main.js with a `?hash` query instead; every other chunk is hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        clean: true,
        uniqueName: name,
      },
      // Separate .map files without a reference comment: debuggable, but never downloaded by players.
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: JS_TARGET,
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
              },
            },
          },
          {
            // Our own CSS modules: Mantine mixins and breakpoint variables available.
            test: /\.module\.css$/,
            use: [
              cssExtract,
              {
                loader: 'css-loader',
                options: {
                  importLoaders: 1,
                  modules: {
                    // `import classes from './x.module.css'`, as Mantine's documentation writes it.
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
                  },
                },
              },
              postcss,
            ],
          },
          {
            // Library CSS (Mantine's styles.css) is ready to use: no PostCSS pass, faster builds.
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [cssExtract, 'css-loader'],
          },
          {
            test: /\.(svg|png|jpe?g|webp|gif|avif|woff2?)$/i,
            type: 'asset/resource',
          },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
          // Mantine's CSS is imported once, in bootstrap; order conflicts between chunks are harmless here.
          ignoreOrder: true,
        }),
        new ModuleFederationPlugin({
          name,
          ...(isHost
            ? { remotes: {} }
            : { filename: 'remoteEntry.js', exposes, manifest: true }),
          shared,
          runtimePlugins: [require.resolve('./runtime/one-ui-provider')],
          // Remotes are registered at run time; use the instances already on the page instead of
          // asking every registered remote for its versions first.
          shareStrategy: 'loaded-first',
          dts: false,
          experiments: {
            // Drops the runtime's code paths this container never takes: Node loading everywhere,
            // and in remotes the remote-loading half (a remote never loads another remote).
            optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true }) },
          },
        }),
        // A remote's pages, menu entries and dialogs, for the shell to read at start-up.
        ...(isHost ? [] : [new RemoteManifestPlugin({ file: path.join(packageDir, 'src', 'manifest.ts') })]),
        new HtmlWebpackPlugin({
          template: fs.existsSync(ownTemplate) ? ownTemplate : path.join(__dirname, 'standalone.html'),
          title,
          // Only the application entry; a remote's `remoteEntry.js` is for hosts, not for its own page.
          chunks: ['main'],
          // The shell's index.html names its entry and stylesheet itself (loaded by public/start.js after the first paint).
          inject: !isHost,
          scriptLoading: 'defer',
          // Cache-busts the unhashed entry (`main.js?<build hash>`).
          hash: production,
          minify: production ? { collapseWhitespace: true, removeComments: true, minifyCSS: true } : false,
        }),
        // What the shell provides to remotes, for the deploy check of a remote (tools/deploy/check-remote.mjs).
        ...(isHost
          ? [emitJsonAsset('shared-versions.json', sharedVersionsOf(shared, JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version))]
          : []),
        // Static files (favicon and the like) go beside the build. `remotes.json` stays out of
        // production builds: the server answers `/remotes.json` from its configuration.
        ...(fs.existsSync(publicDir)
          ? [
              new CopyWebpackPlugin({
                patterns: [
                  {
                    from: publicDir,
                    noErrorOnMissing: true,
                    globOptions: { ignore: ['**/index.html', ...(production ? ['**/remotes.json'] : [])] },
                  },
                ],
              }),
            ]
          : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [
          // swc is several times faster than terser here (2 cores, 6 packages); same output size class.
          new MinimizerPlugin({
            test: /\.[cm]?js(\?.*)?$/i,
            minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: { passes: 2 }, mangle: true } },
          }),
          new MinimizerPlugin({
            test: /\.css(\?.*)?$/i,
            minify: { implementation: cssMinify, options: {} },
          }),
        ],
      },
      performance: { hints: false },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(ROOT, 'node_modules/.cache/webpack', path.basename(packageDir)),
        name: [production ? 'production' : 'development', builtAgainst && `against-${builtAgainst}`].filter(Boolean).join('-'),
        buildDependencies: {
          config: [
            __filename,
            ...['create-shared-config.js', 'runtime/one-ui-provider.js', 'remote-manifest-plugin.js'].map((file) => path.join(__dirname, file)),
            path.join(packageDir, 'webpack.config.js'),
          ],
        },
      },
      stats: production ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port,
        historyApiFallback: true,
        // A host on another port fetches this package's manifest and chunks.
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        static: fs.existsSync(publicDir) ? { directory: publicDir, watch: false } : false,
        hot: false,
        liveReload: true,
        // The shell in development talks to the real server (npm start, or ARCADIA_SERVER).
        ...(isHost
          ? {
              proxy: [
                {
                  context: ['/api', '/hub', '/static'],
                  target: process.env.ARCADIA_SERVER ?? 'http://localhost:8080',
                  ws: true,
                  changeOrigin: true,
                },
              ],
            }
          : {}),
        client: { overlay: { errors: true, warnings: false } },
      },
    };
  };
}

module.exports = { createWebpackConfig };
