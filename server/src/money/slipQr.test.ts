import { crc32 } from 'node:zlib';
import { PNG } from 'pngjs';
import { hugeJpeg, interlacedPng, pngBomb, progressiveJpegBomb, slipImage, slipPayload } from '../testing/slipImages';
import { parseSlipPayload, readSlipQr, shrink } from './slipQr';

describe('readSlipQr', () => {
  const payload = slipPayload('014', '0141234567890ABCDEFG');

  it.each(['png', 'jpeg'] as const)('reads the sending bank and reference of a %s slip', (format) => {
    const image = slipImage({ qrText: payload, format });
    expect(readSlipQr(image, format === 'png' ? 'image/png' : 'image/jpeg')).toEqual({
      status: 'read',
      sendingBank: '014',
      reference: '0141234567890ABCDEFG',
    });
  });

  it('reads a phone-sized screenshot, shrunk before the search', () => {
    const image = slipImage({ qrText: payload, width: 1080, height: 2340, moduleSize: 8 });
    expect(readSlipQr(image, 'image/png')).toMatchObject({ status: 'read', reference: '0141234567890ABCDEFG' });
  });

  it('finds nothing on a slip without a QR code', () => {
    expect(readSlipQr(slipImage(), 'image/png')).toEqual({ status: 'unreadable' });
  });

  it('does not take another kind of QR code (a PromptPay payment or a web link) for a slip', () => {
    expect(readSlipQr(slipImage({ qrText: 'https://example.com/slip' }), 'image/png')).toEqual({ status: 'unreadable' });
  });

  it('gives up on broken bytes, GIFs and images too large to decode', () => {
    expect(readSlipQr(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png')).toEqual({ status: 'unreadable' });
    expect(readSlipQr(Buffer.from('GIF89a....'), 'image/gif')).toEqual({ status: 'unreadable' });
    // A valid header claiming 10,000 × 10,000 pixels is refused before anything is inflated.
    const huge = PNG.sync.write(new PNG({ width: 1, height: 1 }));
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(10_000, 20);
    expect(readSlipQr(huge, 'image/png')).toEqual({ status: 'unreadable' });
  });
});

describe('readSlipQr on images made to starve or blow up the reader', () => {
  const MiB = 1024 * 1024;

  /**
   * Reads the image and answers the CPU time it took and how far the process's memory grew. CPU
   * time, not elapsed time: other jobs on a busy machine stretch the latter, not the former.
   */
  function measuredRead(image: Buffer, contentType: 'image/png' | 'image/jpeg') {
    const rssBefore = process.memoryUsage().rss;
    const started = process.cpuUsage();
    const read = readSlipQr(image, contentType);
    const used = process.cpuUsage(started);
    return { read, ms: (used.user + used.system) / 1000, grownMiB: (process.memoryUsage().rss - rssBefore) / MiB };
  }

  /**
   * "At once": a bomb is refused for less than an ordinary slip of the same kind costs to read,
   * measured here in the same test (the cheapest of three reads, so a pause of the process does
   * not lower the bound).
   */
  function ordinaryReadMs(contentType: 'image/png' | 'image/jpeg'): number {
    const image = slipImage({
      qrText: slipPayload('004', '0041234567890ABCDEF'),
      width: 360,
      height: 640,
      moduleSize: 4,
      format: contentType === 'image/png' ? 'png' : 'jpeg',
    });
    return Math.min(...[1, 2, 3].map(() => measuredRead(image, contentType).ms));
  }

  it('refuses an interlaced PNG whose 64×64 header hides data inflating to 256 MiB, at once and without inflating it', () => {
    const bomb = pngBomb({ inflatedBytes: 256 * MiB });
    expect(bomb.length).toBeLessThan(MiB);
    const { read, ms, grownMiB } = measuredRead(bomb, 'image/png');
    expect(read).toEqual({ status: 'unreadable' });
    expect(ms).toBeLessThan(ordinaryReadMs('image/png'));
    expect(grownMiB).toBeLessThan(64);
  });

  it('refuses the same bomb without interlace too', () => {
    const bomb = pngBomb({ inflatedBytes: 256 * MiB });
    bomb[8 + 8 + 12] = 0; // the interlace byte of IHDR
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(measuredRead(bomb, 'image/png').read).toEqual({ status: 'unreadable' });
  });

  it('refuses a progressive JPEG of thirty thousand scans at once', () => {
    const bomb = progressiveJpegBomb({ width: 1024, height: 1024, scans: 30_000 });
    const { read, ms } = measuredRead(bomb, 'image/jpeg');
    expect(read).toEqual({ status: 'unreadable' });
    expect(ms).toBeLessThan(ordinaryReadMs('image/jpeg'));
  });

  it('refuses a 24-megapixel JPEG of a few hundred kilobytes at once and without decoding it', () => {
    const huge = hugeJpeg({ width: 6000, height: 4000 });
    expect(huge.length).toBeLessThan(MiB);
    const { read, ms, grownMiB } = measuredRead(huge, 'image/jpeg');
    expect(read).toEqual({ status: 'unreadable' });
    expect(ms).toBeLessThan(ordinaryReadMs('image/jpeg'));
    expect(grownMiB).toBeLessThan(64);
  });

  it('still reads an interlaced PNG slip', () => {
    const payloadText = slipPayload('002', '0021234567890XYZ');
    const png = PNG.sync.read(slipImage({ qrText: payloadText, width: 360, height: 640, moduleSize: 4 }));
    const interlaced = interlacedPng(png.data, png.width, png.height);
    expect(readSlipQr(interlaced, 'image/png')).toMatchObject({ status: 'read', reference: '0021234567890XYZ' });
  });
});

describe('parseSlipPayload', () => {
  it('reads a payload whose bank app dropped the leading zero of its checksum', () => {
    const references = Array.from({ length: 200 }, (_, i) => `015123ABC${String(i).padStart(4, '0')}`);
    const reference = references.find((candidate) =>
      slipPayload('004', candidate).endsWith('9104' + '0', slipPayload('004', candidate).length - 3),
    )!;
    const shortChecksum = slipPayload('004', reference).replace(/91040(...)$/, '9104$1');
    expect(parseSlipPayload(shortChecksum)).toEqual({ status: 'read', sendingBank: '004', reference });
  });

  it('refuses a payload with a wrong checksum', () => {
    expect(parseSlipPayload(`${slipPayload('004', '015123ABC4567').slice(0, -4)}XXXX`)).toBeNull();
  });

  it('refuses text that is not a slip-verification payload', () => {
    expect(parseSlipPayload('hello')).toBeNull();
    expect(parseSlipPayload('00020101021129370016A000000677010111011300668123456785802TH53037646304')).toBeNull();
  });
});

describe('shrink', () => {
  it('averages whole blocks so the longer side fits', () => {
    const data = new Uint8Array(4 * 4 * 4).fill(255);
    data.set([0, 0, 0, 255], 0); // one black pixel in the top-left 2×2 block
    const small = shrink({ width: 4, height: 4, data }, 2);
    expect([small.width, small.height]).toEqual([2, 2]);
    expect(Array.from(small.data.slice(0, 4))).toEqual([191, 191, 191, 255]);
    expect(Array.from(small.data.slice(4, 8))).toEqual([255, 255, 255, 255]);
  });

  it('keeps a small image as it is', () => {
    const image = { width: 3, height: 2, data: new Uint8Array(24) };
    expect(shrink(image, 800)).toBe(image);
  });
});
