// What jsdom lacks and the pages use; Node's are the same API where Node has one.
const { TextDecoder, TextEncoder } = require('node:util');
const { webcrypto } = require('node:crypto');

// The encoders react-router 7 needs at import time.
Object.assign(globalThis, { TextDecoder, TextEncoder });

// Web Crypto: SHA-256 of the yeekee proof, randomUUID of Idempotency-Keys (jsdom's crypto has neither).
if (!globalThis.crypto?.subtle || typeof globalThis.crypto.randomUUID !== 'function') {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// Object URLs of slip images (the deposit form's preview, the back office's slip): jsdom has none.
if (typeof URL.createObjectURL !== 'function') {
  let objectUrls = 0;
  Object.assign(URL, { createObjectURL: () => `blob:slip-${++objectUrls}`, revokeObjectURL: () => undefined });
}

// Component tests run on a machine shared with builds: findBy/waitFor wait up to 5 s, not 1 s.
if (typeof document !== 'undefined') {
  require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
}
