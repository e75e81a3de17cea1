/**
 * PGlite's CommonJS build loads Node built-ins with `import("fs")` and the like. Jest runs modules
 * in a vm context where `import()` needs node's --experimental-vm-modules flag, so for tests only
 * those calls become `require`, which gives the same objects for built-in modules.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');

const OWN_SOURCE = fs.readFileSync(__filename);

const DYNAMIC_BUILTIN_IMPORT = /\bimport\(("(?:node:)?[a-z_/]+")\)/g;

module.exports = {
  process(source) {
    // The module's own `require` is captured first: emscripten code declares a local `var require`.
    const code = source.replace(DYNAMIC_BUILTIN_IMPORT, 'Promise.resolve(__jestRequire($1))');
    return { code: `const __jestRequire = require;${code}` };
  },
  getCacheKey(source) {
    return crypto.createHash('sha1').update(OWN_SOURCE).update(source).digest('hex');
  },
};
