const { createRemoteConfig } = require('../tooling/webpack');

/** The one exposed module: the whole back office, mounted by the shell at /backoffice/* for staff only. */
const exposes = {
  './BackofficeApp': './src/pages/BackofficeApp.tsx',
};

module.exports = (_env, argv) => createRemoteConfig({ packageDir: __dirname, exposes, port: 3005 }, argv);
