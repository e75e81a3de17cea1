const { createRemoteConfig } = require('../tooling/webpack');

/** The exposed modules are this remote's public API: its route components and widgets. */
const exposes = {
    './ResultPage': './src/result/ResultPage.tsx',
    './ResultCheckPage': './src/result-check/ResultCheckPage.tsx',
    './ResultCards': './src/result-cards/ResultCards.tsx',
};

module.exports = (_env, argv) =>
  createRemoteConfig({ packageDir: __dirname, exposes, port: 3004 }, argv);
