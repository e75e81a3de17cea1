const { createRemoteConfig } = require('../tooling/webpack');

/** The exposed modules are this remote's public API: its route components and widgets. */
const exposes = {
  './ResultPage': './src/pages/ResultPage.tsx',
  './ResultCheckPage': './src/pages/ResultCheckPage.tsx',
  './ResultCards': './src/pages/ResultCardsWidget.tsx',
};

module.exports = (_env, argv) => createRemoteConfig({ packageDir: __dirname, exposes, port: 3004 }, argv);
