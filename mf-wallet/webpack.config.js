const { createRemoteConfig } = require('../tooling/webpack');

/** The exposed modules are this remote's public API: its route components and widgets. */
const exposes = {
  './TransferPage': './src/pages/TransferPage.tsx',
};

module.exports = (_env, argv) => createRemoteConfig({ packageDir: __dirname, exposes, port: 3003 }, argv);
