// jsdom lacks the encoders that react-router 7 needs at import time; Node's are the same API.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextDecoder, TextEncoder });
