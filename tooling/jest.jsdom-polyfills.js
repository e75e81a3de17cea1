// jsdom lacks the encoders that react-router 7 needs at import time; Node's are the same API.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });

// Component tests run on a machine shared with builds: findBy/waitFor wait up to 5 s, not 1 s.
if (typeof document !== 'undefined') {
  require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
}
