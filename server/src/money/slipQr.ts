import jpeg from 'jpeg-js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { slipVerify } from 'promptparse/validate';
import type { SlipContentType } from './rules';

/** What a slip's QR code says: the banks' slip-verification payload, or nothing readable. */
export type SlipQrRead =
  | { status: 'read'; reference: string; sendingBank: string }
  | { status: 'unreadable' };

const UNREADABLE: SlipQrRead = { status: 'unreadable' };

/** Slips are phone screenshots; anything larger is refused before decoding (a small PNG can inflate to gigabytes). */
const MAX_PIXELS = 25_000_000;
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

function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function decodePixels(bytes: Uint8Array, contentType: SlipContentType): Pixels | null {
  if (contentType === 'image/png') {
    const size = pngSize(bytes);
    if (!size || size.width * size.height > MAX_PIXELS) return null;
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { width: png.width, height: png.height, data: png.data };
  }
  if (contentType === 'image/jpeg') {
    return jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 256,
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
