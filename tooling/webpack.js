/**
 * The one webpack recipe of the shell and the remotes, so that every build shares the same
 * singletons, loaders and output rules. Each workspace's webpack.config.js calls one function.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const repoRoot = path.resolve(__dirname, '..');
/** Built files go under WEB_DIR (default dist/ at the repository root); the server serves them. */
const webDir = path.resolve(process.env.WEB_DIR || path.join(repoRoot, 'dist'));
/**
 * Source maps of production builds are written here, beside WEB_DIR and never inside it, so the
 * server cannot serve them (they reveal the source); the scripts do not name them either (hidden-source-map).
 */
const sourceMapDir = path.resolve(process.env.SOURCEMAP_DIR || path.join(path.dirname(webDir), 'sourcemaps'));

/**
 * Modules that must exist once on a page: one React, one router, one store, one API, one theme.
 * Of our own package only the browser layer (`@lotto/shared/client`: the store, the API, the
 * providers) is a singleton. Its rules and labels (`@lotto/shared`) are bundled into each build,
 * so a remote runs with the version it was built and tested with even when the shell is older.
 * So are the components of `@lotto/ui` (resolved from source like `@lotto/shared`): never listed
 * here, so a remote never needs a newer shell; they use the shell's react and styled-components.
 */
function sharedSingletons(packageDir, { host = false } = {}) {
  const deps = require(path.join(packageDir, 'package.json')).dependencies;
  const sharedDeps = require(path.join(repoRoot, 'shared/package.json')).dependencies;
  const singleton = (name, pkg = name) => ({ singleton: true, requiredVersion: deps[pkg] ?? sharedDeps[pkg] });
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router', 'react-router-dom'),
    // The shell provides only the part of the router the site uses (tooling/shared/react-router-dom.js);
    // a remote alone (its harness) keeps the whole package.
    'react-router-dom': host
      ? {
          ...singleton('react-router-dom'),
          import: path.join(__dirname, 'shared/react-router-dom.js'),
          version: require(path.join(repoRoot, 'node_modules/react-router-dom/package.json')).version,
        }
      : singleton('react-router-dom'),
    '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
    '@reduxjs/toolkit/': singleton('@reduxjs/toolkit'),
    'react-redux': singleton('react-redux'),
    'styled-components': singleton('styled-components'),
    'react-toastify': singleton('react-toastify'),
    moment: singleton('moment'),
    // moment/locale/th requires '../moment', a relative request that sharing cannot match, so an
    // unshared locale brought its own moment into every build; shared, it comes once per page.
    'moment/': singleton('moment'),
    // The schemas of @lotto/shared use yup; every build bundles them, but yup itself comes once.
    yup: singleton('yup'),
    '@lotto/shared/client': singleton('@lotto/shared'),
  };
}

function baseConfig({ packageDir, mode, outputPath, publicPath }) {
  const production = mode === 'production';
  return {
    mode,
    context: packageDir,
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
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
            // Types are checked by each workspace's `tsc --noEmit` (its test script and CI), so
            // the build only transpiles: a remote's build takes about 40 % less CPU.
            transpileOnly: true,
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
      ...(production && {
        sourceMapFilename: `${path.relative(outputPath, path.join(sourceMapDir, path.relative(webDir, outputPath)))}/[file].map`,
      }),
      clean: true,
    },
    plugins: [
      // Only moment's Thai locale goes into the bundle.
      new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /^\.\/th$/),
      ...(production ? precompressed() : []),
    ],
    // swc minifies, with terser's options (two compress passes, webpack's default), in half the
    // CPU of terser itself and to a slightly smaller build (measured on mf-backoffice: 29.8 → 15.0
    // CPU-seconds, 378,806 → 376,629 gzipped bytes); a build's time was mostly one terser thread.
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Every text file of a production build also as .br and .gz beside it: the server sends the one
 * the browser accepts (@fastify/static preCompressed), so nothing is compressed per request.
 */
function precompressed() {
  const test = /\.(js|html|json|svg)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', compressionOptions: { level: 9 }, filename: '[path][base].gz' }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      filename: '[path][base].br',
    }),
  ];
}

/**
 * The federation runtime (runtime-core) comes once per page, from the shell: production remotes
 * leave it out of their remoteEntry.js and use the shell's (`_FEDERATION_RUNTIME_CORE`). A remote
 * in its harness is its own host and keeps it. Snapshots serve mf-manifest.json remotes, which we
 * do not use; `target: 'web'` drops the runtime's Node.js paths.
 */
const FEDERATION_OPTIMIZATION = { disableSnapshot: true, target: 'web' };
const injectExternalRuntimeCore = require
  .resolve('@module-federation/inject-external-runtime-core-plugin')
  .replace(/index\.cjs$/, 'index.js');

/**
 * A remote: production builds write dist/remotes/<name>/<version>/ so that versions stay side by
 * side; development serves the remote alone inside its harness (src/harness) on `port`.
 */
/**
 * The contract between the shell and a remote (shared/src/remotes/contract.ts): the federation
 * runtime the shell provides and a remote built here expects, and the major of the shared
 * store/API contract. A remote writes it as what it needs (build.json), the shell as what it
 * provides (provides.json); the server compares them before it pins, canaries or serves a version.
 */
function buildContract() {
  const { SHELL_CONTRACT_MAJOR, SHELL_CONTRACT_MINOR } = require(path.join(repoRoot, 'shared/dist/remotes/contract.js'));
  return {
    // The package exports no package.json; the workspaces share the root's one copy.
    federationRuntime: require(path.join(repoRoot, 'node_modules/@module-federation/runtime-core/package.json')).version,
    contract: SHELL_CONTRACT_MAJOR,
    contractMinor: SHELL_CONTRACT_MINOR,
  };
}

/** Emits one JSON file into the build. */
class EmitJsonPlugin {
  constructor(filename, content) {
    this.filename = filename;
    this.content = content;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitJsonPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.filename, new webpack.sources.RawSource(`${JSON.stringify(this.content, null, 2)}\n`));
      });
    });
  }
}

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
      experiments: { externalRuntime: production, optimization: FEDERATION_OPTIMIZATION },
    }),
  );
  if (production) config.plugins.push(new EmitJsonPlugin('build.json', { name, version, needs: buildContract() }));
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
  // React Router's own module, bundled by the shell's slim react-router-dom (see sharedSingletons).
  config.resolve.alias = { 'react-router-whole$': path.join(repoRoot, 'node_modules/react-router/dist/development/index.mjs') };
  // index.html is minified by HtmlWebpackPlugin alone (below), which keeps the first paint's
  // markers and leaves its CSS as written; webpack's own HTML minimizer would strip both.
  config.optimization = { ...config.optimization, minimizeOptions: { html: false } };
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(packageDir, { host: true }),
      dts: false,
      manifest: false,
      // What `experiments.provideExternalRuntime` adds, but the plugin's ES module build: its
      // CommonJS build would bring a second, CommonJS copy of runtime-core into main.js.
      runtimePlugins: [injectExternalRuntimeCore],
      experiments: { optimization: FEDERATION_OPTIMIZATION },
    }),
    // The entry has no hash in its name, so the page asks for it with the build's hash as a query.
    new HtmlWebpackPlugin({
      template: './src/index.html',
      // Written as /favicon.ico (the address browsers and crawlers ask for unprompted) and linked from the page.
      favicon: './src/assets/favicon.ico',
      chunks: ['main'],
      hash: true,
      templateParameters: firstPaintParameters(packageDir),
      minify: mode === 'production' && {
        collapseWhitespace: true,
        keepClosingSlash: true,
        // The markers the server fills or cuts (server/src/web/firstPaint.ts) stay.
        removeComments: true,
        ignoreCustomComments: [/^\/?first-paint:/],
        removeRedundantAttributes: true,
        removeScriptTypeAttributes: true,
        removeStyleLinkTypeAttributes: true,
        useShortDoctype: true,
      },
    }),
    new PreloadFontsPlugin(),
  );
  if (mode === 'production') config.plugins.push(new EmitJsonPlugin('provides.json', buildContract()), serviceWorker());
  config.devServer = devServer(port);
  return config;
}

/**
 * What shell/src/index.html's first paint writes: the site's Thai labels (the built @lotto/shared,
 * as the server uses them) and the bottom tabs of shell/src/layout/bottomTabs.json, in the order,
 * with the labels and icons the layout shows.
 */
function firstPaintParameters(packageDir) {
  const { th } = require(path.join(repoRoot, 'shared/dist/index.js'));
  const tabs = require(path.join(packageDir, 'src/layout/bottomTabs.json')).map((tab) => ({ icon: tab.icon, label: th.nav[tab.label] }));
  return { th, tabs };
}

/** The unicode-range @fontsource/sarabun's own stylesheet gives the face of `script` at `weight`. */
function fontRange(script, weight) {
  const css = fs.readFileSync(require.resolve(`@fontsource/sarabun/${weight}.css`, { paths: [repoRoot] }), 'utf8');
  const face = css.split('@font-face').find((block) => block.includes(`sarabun-${script}-${weight}-normal.woff2`));
  const range = face && /unicode-range:\s*([^;}]+)/.exec(face)?.[1].trim();
  if (!range) throw new Error(`@fontsource/sarabun has no ${script} face of weight ${weight}`);
  return range;
}

/**
 * `<link rel="preload">` in index.html for every web font of the build (shell/src/app/fonts.ts),
 * so the fonts arrive while the scripts do and the first render is already in Sarabun: text does
 * not move when the font swaps in (layout shift).
 */
class PreloadFontsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadFontsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFontsPlugin', (data) => {
        const fonts = Object.keys(compilation.assets).filter((name) => name.endsWith('.woff2'));
        const links = fonts.sort().map((name) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossorigin: true,
            href: compilation.outputOptions.publicPath + name,
          }),
        );
        // The faces themselves, so that the first paint of the HTML is already in Sarabun.
        const faces = fonts.sort().map((name) => {
          const [, script, weight] = /sarabun-(thai|latin)-(\d+)-normal/.exec(name) ?? [];
          return script
            ? `@font-face{font-family:'Sarabun';font-style:normal;font-weight:${weight};font-display:swap;src:url(${compilation.outputOptions.publicPath + name}) format('woff2');unicode-range:${fontRange(script, weight)}}`
            : '';
        });
        data.headTags.unshift(...links, HtmlWebpackPlugin.createHtmlTagObject('style', {}, faces.join('')));
        return data;
      });
    });
  }
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
    exclude: [/\.map$/, /\.html$/, /\.LICENSE\.txt$/, /\.(br|gz)$/],
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
