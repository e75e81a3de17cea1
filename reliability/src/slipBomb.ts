import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

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
 * A PNG the size of a phone screenshot (720×1280, grey rows on white) with bytes new on every
 * call: a bystander's ordinary slip, which the server reads in full.
 */
export function screenshotPng(): Buffer {
  const width = 720;
  const height = 1280;
  const rows = Buffer.alloc((width * 3 + 1) * height, 255);
  const levels = randomBytes(height);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width * 3 + 1)] = 0;
    if (y % 50 < 14) rows.fill(levels[y]! & 0x7f, y * (width * 3 + 1) + 181, y * (width * 3 + 1) + 1 + width * 3 - 180);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
