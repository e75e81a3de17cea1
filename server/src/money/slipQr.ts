import jpeg from 'jpeg-js';
import jsQR from 'jsqr';
import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { slipVerify } from 'promptparse/validate';
import type { SlipContentType } from './rules';

/** What a slip's QR code says: the banks' slip-verification payload, or nothing readable. */
export type SlipQrRead = { status: 'read'; reference: string; sendingBank: string } | { status: 'unreadable' };

const UNREADABLE: SlipQrRead = { status: 'unreadable' };

/**
 * Slips are phone screenshots (a large phone's is under 5 megapixels); anything larger is left to
 * staff. Every bound below is checked before the image is decoded: a 1 MB PNG can inflate to
 * gigabytes and a JPEG of a few hundred kilobytes can describe tens of megapixels or thousands of
 * scans, each of which a decoder walks over every block of.
 */
const MAX_PIXELS = 10_000_000;
/** The largest inflated PNG data taken: 10 megapixels of 8-bit RGBA with a filter byte a row. */
export const MAX_INFLATED_BYTES = 48 * 1024 * 1024;
/** A progressive JPEG of a photo has about ten scans; libjpeg-turbo warns from 100 on. */
const MAX_JPEG_SCANS = 64;
/**
 * The QR code is searched at most this many pixels on the longer side: jsQR's time grows with the
 * area (about 1.7 s for a noisy 1080×1920 image on this machine), and a slip's QR code stays
 * several pixels a module at this size.
 */
const SEARCH_SIDE = 800;

interface Pixels {
  width: number;
  height: number;
  /** RGBA. */
  data: Uint8Array;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Samples a pixel by PNG colour type: grey, -, RGB, palette, grey+alpha, -, RGBA. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** The seven passes of Adam7 interlacing: first column and row, then the steps between. */
export const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The bytes a PNG's image data must inflate to: each row its pixels and a filter byte, in every interlace pass. */
export function pngInflatedSize(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const passBytes = (passWidth: number, passHeight: number) =>
    passWidth === 0 || passHeight === 0 ? 0 : passHeight * (1 + Math.ceil((passWidth * bitsPerPixel) / 8));
  if (!interlaced) return passBytes(width, height);
  let total = 0;
  for (const [x0, y0, dx, dy] of ADAM7)
    total += passBytes(Math.ceil(Math.max(0, width - x0) / dx), Math.ceil(Math.max(0, height - y0) / dy));
  return total;
}

/**
 * Checks a PNG within the bounds before pngjs decodes it: the header's size, and that the image
 * data inflates to no more than the header allows. The inflation stops at that bound (pngjs bounds
 * it only for images that are not interlaced).
 */
function pngWithinBounds(bytes: Buffer): boolean {
  if (bytes.length < 33 || PNG_SIGNATURE.some((byte, i) => bytes[i] !== byte) || bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const channels = PNG_CHANNELS[bytes[25]!];
  if (width === 0 || height === 0 || width * height > MAX_PIXELS || channels === undefined) return false;
  const expected = pngInflatedSize(width, height, channels * bytes[24]!, bytes[28] === 1);
  if (expected > MAX_INFLATED_BYTES) return false;
  const imageData: Buffer[] = [];
  for (let offset = 8; offset + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') imageData.push(bytes.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  try {
    return inflateSync(Buffer.concat(imageData), { maxOutputLength: expected }).length === expected;
  } catch {
    // Beyond the bound (or not a zlib stream at all).
    return false;
  }
}

/** The SOF markers of the JPEG processes jpeg-js decodes: baseline, extended and progressive Huffman. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2]);

/**
 * Checks a JPEG within the bounds before jpeg-js decodes it: one frame of at most MAX_PIXELS and
 * at most MAX_JPEG_SCANS scans. Walks the segments and skips each scan's entropy-coded data.
 */
function jpegWithinBounds(bytes: Uint8Array): boolean {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let frames = 0;
  let scans = 0;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    const marker = bytes[offset + 1]!;
    if (marker === 0xd9) break;
    if (marker === 0xff || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (!JPEG_FRAMES.has(marker) || (frames += 1) > 1) return false;
      const height = (bytes[offset + 5]! << 8) | bytes[offset + 6]!;
      const width = (bytes[offset + 7]! << 8) | bytes[offset + 8]!;
      if (width === 0 || height === 0 || width * height > MAX_PIXELS) return false;
    }
    offset += 2 + length;
    if (marker === 0xda) {
      if ((scans += 1) > MAX_JPEG_SCANS) return false;
      // The entropy-coded data runs to the next marker other than a stuffed zero or a restart.
      while (
        offset + 1 < bytes.length &&
        !(bytes[offset] === 0xff && bytes[offset + 1] !== 0 && (bytes[offset + 1]! < 0xd0 || bytes[offset + 1]! > 0xd7))
      ) {
        offset += 1;
      }
    }
  }
  return frames === 1 && scans > 0;
}

function decodePixels(bytes: Uint8Array, contentType: SlipContentType): Pixels | null {
  if (contentType === 'image/png') {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (!pngWithinBounds(buffer)) return null;
    const png = PNG.sync.read(buffer);
    return { width: png.width, height: png.height, data: png.data };
  }
  if (contentType === 'image/jpeg') {
    if (!jpegWithinBounds(bytes)) return null;
    return jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 128,
    });
  }
  // GIF and WebP slips are kept but not read: staff check them by eye.
  return null;
}

/** Shrinks by a whole factor, averaging each block, so the longer side is at most SEARCH_SIDE. */
export function shrink(pixels: Pixels, maxSide = SEARCH_SIDE): Pixels {
  const factor = Math.ceil(Math.max(pixels.width, pixels.height) / maxSide);
  if (factor <= 1) return pixels;
  const width = Math.floor(pixels.width / factor);
  const height = Math.floor(pixels.height / factor);
  const data = new Uint8Array(width * height * 4);
  const area = factor * factor;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        let source = ((y * factor + dy) * pixels.width + x * factor) * 4;
        for (let dx = 0; dx < factor; dx += 1) {
          r += pixels.data[source]!;
          g += pixels.data[source + 1]!;
          b += pixels.data[source + 2]!;
          source += 4;
        }
      }
      const target = (y * width + x) * 4;
      data[target] = r / area;
      data[target + 1] = g / area;
      data[target + 2] = b / area;
      data[target + 3] = 255;
    }
  }
  return { width, height, data };
}

/** The slip-verification payload of a QR code's text, or null for any other QR code. */
export function parseSlipPayload(text: string): SlipQrRead | null {
  // Some bank apps drop the checksum's leading zeros; promptparse pads them back.
  const parsed = slipVerify(text.trim(), true);
  if (!parsed || !/^\d{3}$/.test(parsed.sendingBank) || !/^[0-9A-Za-z]{1,64}$/.test(parsed.transRef)) return null;
  return { status: 'read', reference: parsed.transRef, sendingBank: parsed.sendingBank };
}

/**
 * Reads the slip-verification QR code of a slip image. Anything it cannot read — no QR code,
 * another kind of QR code, a broken or oversized image, GIF or WebP — is 'unreadable'.
 */
export function readSlipQr(bytes: Uint8Array, contentType: SlipContentType): SlipQrRead {
  let pixels: Pixels | null;
  try {
    pixels = decodePixels(bytes, contentType);
  } catch {
    return UNREADABLE;
  }
  if (!pixels) return UNREADABLE;
  const small = shrink(pixels);
  const code = jsQR(new Uint8ClampedArray(small.data.buffer, small.data.byteOffset, small.data.length), small.width, small.height, {
    inversionAttempts: 'dontInvert',
  });
  return (code && parseSlipPayload(code.data)) ?? UNREADABLE;
}
