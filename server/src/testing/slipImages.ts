import { randomBytes } from 'node:crypto';
import jpeg from 'jpeg-js';
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { slipVerify } from 'promptparse/generate';
import QRCode from 'qrcode';
import { ADAM7 } from '../money/slipQr';

export interface SlipImageOptions {
  /** The QR code's text; none for a slip without a QR code. */
  qrText?: string | null;
  format?: 'png' | 'jpeg';
  width?: number;
  height?: number;
  /** Pixels per QR module. */
  moduleSize?: number;
}

/** A slip-verification payload, as a bank app writes into its slip's QR code. */
export function slipPayload(sendingBank: string, reference: string): string {
  return slipVerify({ sendingBank, transRef: reference });
}

/** A transaction reference no other test uses, shaped like a bank's (digits and capitals). */
export function uniqueReference(): string {
  return `2026${randomBytes(8).toString('hex').toUpperCase()}`;
}

/**
 * A real image shaped like a bank app's transfer slip: grey text lines on white, the QR code
 * bottom right and a few random pixels so that no two images have the same bytes.
 */
export function slipImage({ qrText = null, format = 'png', width = 720, height = 1280, moduleSize = 6 }: SlipImageOptions = {}): Buffer {
  const rgba = Buffer.alloc(width * height * 4, 255);
  const paint = (x: number, y: number, level: number) => {
    const i = (y * width + x) * 4;
    rgba[i] = level;
    rgba[i + 1] = level;
    rgba[i + 2] = level;
  };
  for (let line = 0; line < 12; line += 1) {
    const top = 80 + line * 50;
    for (let y = top; y < top + 14; y += 1) for (let x = 60; x < width - 60 - line * 20; x += 1) if ((x >> 3) % 3 !== 2) paint(x, y, 90);
  }
  if (qrText) {
    const qr = QRCode.create(qrText, { errorCorrectionLevel: 'M' });
    const size = qr.modules.size;
    const left = width - (size + 8) * moduleSize;
    const top = height - (size + 8) * moduleSize;
    for (let row = 0; row < size; row += 1) {
      for (let col = 0; col < size; col += 1) {
        if (!qr.modules.get(row, col)) continue;
        for (let dy = 0; dy < moduleSize; dy += 1) {
          for (let dx = 0; dx < moduleSize; dx += 1) paint(left + col * moduleSize + dx, top + row * moduleSize + dy, 0);
        }
      }
    }
  }
  const noise = randomBytes(8);
  noise.forEach((level, i) => paint(i, 0, level));
  if (format === 'jpeg') return jpeg.encode({ data: rgba, width, height }, 90).data;
  return encodePng(rgba, width, height);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * An RGBA PNG with unfiltered rows. pngjs writes the same file but takes seconds under jest;
 * the server reads these with pngjs, as it reads members' slips.
 */
export function encodePng(rgba: Buffer, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A zlib stream of `size` zero bytes, built a piece at a time so that the zeros never sit in memory. */
function deflatedZeros(size: number): Buffer {
  const piece = 16 * 1024 * 1024;
  // A full flush ends each piece on a byte boundary with no reference into the one before: the
  // same compressed piece can be repeated.
  const compressedPiece = deflateRawSync(Buffer.alloc(Math.min(piece, size)), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  let left = size;
  for (; left >= piece; left -= piece) parts.push(compressedPiece);
  parts.push(deflateRawSync(Buffer.alloc(left), { level: 9 }));
  // Adler-32 of zeros: a stays 1, b adds 1 per byte.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((size % 65521) << 16) | 1) >>> 0);
  parts.push(adler);
  return Buffer.concat(parts);
}

/**
 * A decompression bomb: an interlaced PNG whose header says `width`×`height` (64×64 RGBA needs
 * under 17 KB of pixel data) and whose image data inflates to `inflatedBytes` of zeros.
 */
export function pngBomb({ width = 64, height = 64, inflatedBytes = 256 * 1024 * 1024 } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 1], 8); // 8 bits, RGBA, deflate, adaptive filters, Adam7 interlace
  // A random comment: no two bombs have the same bytes, so each can back a deposit.
  const comment = pngChunk('tEXt', Buffer.from(`Comment\0${randomBytes(8).toString('hex')}`, 'latin1'));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    comment,
    pngChunk('IDAT', deflatedZeros(inflatedBytes)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, body: number[]): Buffer {
  const length = body.length + 2;
  return Buffer.from([0xff, marker, length >> 8, length & 0xff, ...body]);
}

/**
 * A grey progressive JPEG of `width`×`height` (multiples of 8) whose first AC scan is repeated
 * `scans` times. Each scan is two bytes (one end-of-band run over 16,384 blocks) yet makes a
 * decoder visit every block: a few hundred kilobytes that keep a decoder busy for seconds.
 */
export function progressiveJpegBomb({ width = 1024, height = 1024, scans = 30_000 } = {}): Buffer {
  const blocks = (width / 8) * (height / 8);
  // An end-of-band run symbol (r = 14) with fourteen zero bits covers 16,384 blocks.
  const runs = Math.ceil(blocks / 16_384);
  const scanData = Buffer.alloc(Math.ceil((runs * 15) / 8));
  const scan = Buffer.concat([jpegSegment(0xda, [1, 1, 0x00, 1, 63, 0x00]), scanData]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xdb, [0x00, ...Array<number>(64).fill(1)]),
    jpegSegment(0xc2, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    // One code of one bit each: DC category 0, AC end-of-band run r = 14.
    jpegSegment(0xc4, [0x00, 1, ...Array<number>(15).fill(0), 0x00, 0x10, 1, ...Array<number>(15).fill(0), 0xe0]),
    ...Array<Buffer>(scans).fill(scan),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/**
 * A plain grey baseline JPEG of `width`×`height` (multiples of 8) in a few hundred kilobytes:
 * every block is one bit of DC and one bit of end-of-block.
 */
export function hugeJpeg({ width = 6000, height = 4000 } = {}): Buffer {
  const blocks = (width / 8) * (height / 8);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xdb, [0x00, ...Array<number>(64).fill(1)]),
    jpegSegment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    jpegSegment(0xc4, [0x00, 1, ...Array<number>(15).fill(0), 0x00, 0x10, 1, ...Array<number>(15).fill(0), 0x00]),
    jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0x00]),
    Buffer.alloc(Math.ceil((blocks * 2) / 8)),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** The same RGBA image as encodePng, interlaced (Adam7), as some image tools save slips. */
export function interlacedPng(rgba: Buffer | Uint8Array, width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (const [x0, y0, dx, dy] of ADAM7) {
    for (let y = y0; y < height; y += dy) {
      const pixels: number[] = [0];
      for (let x = x0; x < width; x += dx) pixels.push(...rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4));
      if (pixels.length > 1) rows.push(Buffer.from(pixels));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 1], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
