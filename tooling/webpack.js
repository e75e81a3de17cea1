/**
 * The one webpack recipe of the shell and the remotes, so that every build shares the same
 * singletons, loaders and output rules. Each workspace's webpack.config.js calls one function.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const repoRoot = path.resolve(__dirname, '..');
/** Built files go under WEB_DIR (default dist/ at the repository root); the server serves them. */
const webDir = path.resolve(process.env.WEB_DIR || path.join(repoRoot, 'dist'));

/**
 * Modules that must exist once on a page: one React, one router, one store, one API, one theme.
 * Of our own package only the browser layer (`@lotto/shared/client`: the store, the API, the
 * providers) is a singleton. Its rules and labels (`@lotto/shared`) are bundled into each build,
 * so a remote runs with the version it was built and tested with even when the shell is older.
 */
function sharedSingletons(packageDir) {
  const deps = require(path.join(packageDir, 'package.json')).dependencies;
  const singleton = (name, pkg = name) => ({ singleton: true, requiredVersion: deps[pkg] });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router', 'react-router-dom'),
    'react-router-dom': singleton('react-router-dom'),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    '@reduxjs/toolkit/': singleton('@reduxjs/toolkit'),
    'react-redux': singleton('react-redux'),
    'styled-components': singleton('styled-components'),
    'react-toastify': singleton('react-toastify'),
    moment: singleton('moment'),
    '@lotto/shared/client': singleton('@lotto/shared'),
  };
}

function baseConfig({ packageDir, mode, outputPath, publicPath }) {
  const production = mode === 'production';
  return {
    mode,
    context: packageDir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Compile the shared package from its TypeScript source rather than its built output.
      conditionNames: ['source', '...'],
    },
    module: {
      rules: [
        // Fonts and pictures a module imports are emitted as files of the build, never fetched from a CDN.
        {
          test: /\.(woff2?|png|jpe?g|svg|webp)$/,
          type: 'asset/resource',
          generator: { filename: production ? 'assets/[name].[contenthash][ext]' : 'assets/[name][ext]' },
        },
        {
          test: /\.tsx?$/,
          loader: 'ts-loader',
          exclude: /node_modules/,
          options: {
            onlyCompileBundledFiles: true,
            configFile: path.join(packageDir, 'tsconfig.json'),
            compilerOptions: { noEmit: false },
          },
        },
      ],
    },
    output: {
      path: outputPath,
      publicPath,
      // The federation runtime cannot put [contenthash] in entry file names: only chunks are hashed.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
      clean: true,
    },
    plugins: [
      // Only moment's Thai locale goes into the bundle.
      new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /^\.\/th$/),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A remote: production builds write dist/remotes/<name>/<version>/ so that versions stay side by
 * side; development serves the remote alone inside its harness (src/harness) on `port`.
 */
function createRemoteConfig({ packageDir, exposes, port }, argv = {}) {
  const pkg = require(path.join(packageDir, 'package.json'));
  const name = path.basename(packageDir);
  const version = process.env.REMOTE_VERSION || pkg.version;
  const mode = argv.mode || 'production';
  const production = mode === 'production';
  const config = baseConfig({
    packageDir,
    mode,
    outputPath: production ? path.join(webDir, 'remotes', name, version) : path.join(packageDir, 'dist-dev'),
    publicPath: 'auto',
  });
  config.entry = production ? {} : { harness: './src/harness/index.ts' };
  config.plugins.push(
    new webpack.DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(version) }),
    new ModuleFederationPlugin({
      name: name.replace(/-/g, '_'),
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedSingletons(packageDir),
      dts: false,
      manifest: false,
    }),
  );
  if (!production) {
    // An absolute script address, so that a reload on a deep link (/lotto/all) still finds it.
    config.plugins.push(new HtmlWebpackPlugin({ title: `${name} (harness)`, chunks: ['harness'], publicPath: '/' }));
    config.devServer = devServer(port);
  }
  return config;
}

/** The host: dist/shell/, with index.html; it learns the remotes from GET /remotes.json at run time. */
function createHostConfig({ packageDir, port }, argv = {}) {
  const mode = argv.mode || 'production';
  const config = baseConfig({
    packageDir,
    mode,
    outputPath: path.join(webDir, 'shell'),
    publicPath: '/',
  });
  config.entry = { main: './src/index.ts' };
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(packageDir),
      dts: false,
      manifest: false,
    }),
    // The entry has no hash in its name, so the page asks for it with the build's hash as a query.
    new HtmlWebpackPlugin({ template: './src/index.html', chunks: ['main'], hash: true }),
  );
  if (mode === 'production') config.plugins.push(serviceWorker());
  config.devServer = devServer(port);
  return config;
}

/**
 * The shell's service worker (/sw.js, root scope). It precaches the shell's own files and keeps
 * deployed remote chunks (immutable: their folder names the version), but always asks the
 * network for pages, /remotes.json and every remoteEntry.js: a pin or a rollback must take
 * effect on the next load, never behind a cached manifest or entry. The API is not touched.
 */
function serviceWorker() {
  const { GenerateSW } = require('workbox-webpack-plugin');
  return new GenerateSW({
    swDest: 'sw.js',
    skipWaiting: true,
    clientsClaim: true,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    exclude: [/\.map$/, /\.html$/, /\.LICENSE\.txt$/],
    runtimeCaching: [
      { urlPattern: ({ request }) => request.mode === 'navigate', handler: 'NetworkFirst', options: { cacheName: 'pages' } },
      { urlPattern: ({ url }) => url.pathname === '/remotes.json', handler: 'NetworkOnly' },
      { urlPattern: ({ url }) => /^\/remotes\/.+\/remoteEntry\.js$/.test(url.pathname), handler: 'NetworkOnly' },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/remotes/'),
        handler: 'CacheFirst',
        options: { cacheName: 'remote-chunks', expiration: { maxEntries: 200 } },
      },
    ],
  });
}

function devServer(port) {
  const api = process.env.API_URL || 'http://localhost:8080';
  return {
    port,
    historyApiFallback: true,
    hot: false,
    proxy: [{ context: ['/cl-api', '/lto-public-api', '/admin-api', '/remotes', '/remotes.json'], target: api }],
  };
}

module.exports = { createRemoteConfig, createHostConfig };
