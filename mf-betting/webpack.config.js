const { createRemoteConfig } = require('../tooling/webpack');

/** The exposed modules are this remote's public API: its route components and widgets. */
const exposes = {
  './LottoAllPage': './src/pages/LottoAllPage.tsx',
  './BetPage': './src/pages/BetPage.tsx',
  './TransactionPage': './src/pages/TransactionPage.tsx',
};

module.exports = (_env, argv) => createRemoteConfig({ packageDir: __dirname, exposes, port: 3002 }, argv);
