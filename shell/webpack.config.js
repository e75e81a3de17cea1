const { createHostConfig } = require('../tooling/webpack');

module.exports = (_env, argv) => createHostConfig({ packageDir: __dirname, port: 3000 }, argv);
