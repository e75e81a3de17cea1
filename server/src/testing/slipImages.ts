import { randomBytes } from 'node:crypto';
import jpeg from 'jpeg-js';
import { crc32, deflateSync } from 'node:zlib';
import { slipVerify } from 'promptparse/generate';
import QRCode from 'qrcode';

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
