const { createRemoteConfig } = require('../tooling/webpack');

/** The exposed modules are this remote's public API: its route components and widgets. */
const exposes = {
    './LoginBox': './src/login/LoginBox.tsx',
    './RegisterPage': './src/register/RegisterPage.tsx',
};

module.exports = (_env, argv) =>
  createRemoteConfig({ packageDir: __dirname, exposes, port: 3001 }, argv);
