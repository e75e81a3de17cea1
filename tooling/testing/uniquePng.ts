import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * A small PNG (8×8, each row one random colour): a transfer slip picture whose bytes differ on
 * every call, so that a server refusing reused slip images takes each one. The browser tests (e2e)
 * and the reliability suite upload these; both drive the built server from outside and share no
 * code of an app, so this test support sits beside the other test helpers in tooling/.
 */
export function uniquePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  // Each row its own colour: 24 random bytes make a repeat across a whole suite run unthinkable.
  const rows = Array.from({ length: 8 }, () => {
    const colour = randomBytes(3);
    return Buffer.concat([Buffer.from([0]), ...Array.from({ length: 8 }, () => colour)]);
  });
  const pixels = zlib.deflateSync(Buffer.concat(rows));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
