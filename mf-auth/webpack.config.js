const { createRemoteConfig } = require('../tooling/webpack');

/** The exposed modules are this remote's public API: its route components and widgets. */
const exposes = {
  './LoginBox': './src/pages/LoginBox.tsx',
  './RegisterPage': './src/pages/RegisterPage.tsx',
  './InboxPage': './src/pages/InboxPage.tsx',
  './AccountPage': './src/pages/AccountPage.tsx',
};

module.exports = (_env, argv) => createRemoteConfig({ packageDir: __dirname, exposes, port: 3001 }, argv);
