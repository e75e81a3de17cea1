/**
 * SHA-256 (FIPS 180-4), synchronous and dependency-free, so that the yeekee draw runs the same
 * in Node and in a browser (Web Crypto is asynchronous: one await per hash would make the
 * sequential draw of yeekee.ts many times slower). The one SHA-256 of the yeekee rules.
 */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INITIAL = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

/** Runs the compression function over 64-byte blocks `words` (big-endian words) into `state`. */
function compress(state: Uint32Array, words: Uint32Array, w: Uint32Array): void {
  for (let offset = 0; offset < words.length; offset += 16) {
    for (let i = 0; i < 16; i++) w[i] = words[offset + i] ?? 0;
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15] ?? 0;
      const b = w[i - 2] ?? 0;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[i] = ((w[i - 16] ?? 0) + s0 + (w[i - 7] ?? 0) + s1) | 0;
    }
    let a = state[0] ?? 0,
      b = state[1] ?? 0,
      c = state[2] ?? 0,
      d = state[3] ?? 0,
      e = state[4] ?? 0,
      f = state[5] ?? 0,
      g = state[6] ?? 0,
      h = state[7] ?? 0;
    for (let i = 0; i < 64; i++) {
      const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + s1 + ((e & f) ^ (~e & g)) + (K[i] ?? 0) + (w[i] ?? 0)) | 0;
      const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    state[0] = (state[0] ?? 0) + a;
    state[1] = (state[1] ?? 0) + b;
    state[2] = (state[2] ?? 0) + c;
    state[3] = (state[3] ?? 0) + d;
    state[4] = (state[4] ?? 0) + e;
    state[5] = (state[5] ?? 0) + f;
    state[6] = (state[6] ?? 0) + g;
    state[7] = (state[7] ?? 0) + h;
  }
}

/** SHA-256 of bytes, as 32 bytes. */
export function sha256Bytes(message: Uint8Array): Uint8Array {
  const blocks = Math.ceil((message.length + 9) / 64);
  const padded = new Uint8Array(blocks * 64);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  // Bit length as a 64-bit big-endian number (messages here are far below 2^32 bytes).
  view.setUint32(padded.length - 8, Math.floor(message.length / 0x20000000));
  view.setUint32(padded.length - 4, (message.length * 8) >>> 0);
  const words = new Uint32Array(blocks * 16);
  for (let i = 0; i < words.length; i++) words[i] = view.getUint32(i * 4);
  const state = new Uint32Array(INITIAL);
  compress(state, words, new Uint32Array(64));
  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  for (let i = 0; i < 8; i++) out.setUint32(i * 4, state[i] ?? 0);
  return digest;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of a text's UTF-8 bytes, as lower-case hex. */
export function sha256HexOf(text: string): string {
  return toHex(sha256Bytes(new TextEncoder().encode(text)));
}

/**
 * x → sha256(x), `times` times, on a 32-byte value: the sequential work of the yeekee draw. Each
 * step needs the previous one's output, so more processors do not make it faster.
 */
export function sha256Iterated(start: Uint8Array, times: number): Uint8Array {
  if (start.length !== 32) throw new Error('sha256Iterated takes a 32-byte value');
  // One block: the 32 bytes, the 0x80 marker, zeros and the bit length 256.
  const block = new Uint32Array(16);
  const view = new DataView(start.buffer, start.byteOffset, 32);
  for (let i = 0; i < 8; i++) block[i] = view.getUint32(i * 4);
  block[8] = 0x80000000;
  block[15] = 256;
  const state = new Uint32Array(8);
  const w = new Uint32Array(64);
  for (let step = 0; step < times; step++) {
    state.set(INITIAL);
    compress(state, block, w);
    block.set(state);
  }
  const result = new Uint8Array(32);
  const out = new DataView(result.buffer);
  for (let i = 0; i < 8; i++) out.setUint32(i * 4, block[i] ?? 0);
  return result;
}
