import jpeg from 'jpeg-js';
import zlib, { crc32 } from 'node:zlib';
import { PNG } from 'pngjs';
import { hugeJpeg, interlacedPng, pngBomb, progressiveJpegBomb, slipImage, slipPayload } from '../testing/slipImages';
import { parseSlipPayload, pngInflatedSize, readSlipQr, shrink } from './slipQr';

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
   * Reads the image and answers what the read did: the decoders it called, the bounds it inflated
   * PNG data to, and how far the process's memory grew.
   */
  function observedRead(image: Buffer, contentType: 'image/png' | 'image/jpeg') {
    const pngDecodes = jest.spyOn(PNG.sync, 'read');
    const jpegDecodes = jest.spyOn(jpeg, 'decode');
    const inflations = jest.spyOn(zlib, 'inflateSync');
    const rssBefore = process.memoryUsage().rss;
    try {
      const read = readSlipQr(image, contentType);
      return {
        read,
        decoded: pngDecodes.mock.calls.length + jpegDecodes.mock.calls.length,
        inflatedUpTo: inflations.mock.calls.map(([, options]) => options?.maxOutputLength),
        grownMiB: (process.memoryUsage().rss - rssBefore) / MiB,
      };
    } finally {
      jest.restoreAllMocks();
    }
  }

  it.each(['png', 'jpeg'] as const)('decodes an ordinary %s slip once', (format) => {
    const image = slipImage({ qrText: slipPayload('004', '0041234567890ABCDEF'), width: 360, height: 640, moduleSize: 4, format });
    expect(observedRead(image, format === 'png' ? 'image/png' : 'image/jpeg')).toMatchObject({
      read: { status: 'read' },
      decoded: 1,
    });
  });

  it('refuses an interlaced PNG whose 64×64 header hides data inflating to 256 MiB, inflating no more than its header allows', () => {
    const bomb = pngBomb({ inflatedBytes: 256 * MiB });
    expect(bomb.length).toBeLessThan(MiB);
    const { read, decoded, inflatedUpTo, grownMiB } = observedRead(bomb, 'image/png');
    expect(read).toEqual({ status: 'unreadable' });
    expect(decoded).toBe(0);
    expect(inflatedUpTo).toEqual([pngInflatedSize(64, 64, 32, true)]);
    expect(grownMiB).toBeLessThan(64);
  });

  it('refuses the same bomb without interlace too', () => {
    const bomb = pngBomb({ inflatedBytes: 256 * MiB });
    bomb[8 + 8 + 12] = 0; // the interlace byte of IHDR
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(observedRead(bomb, 'image/png')).toMatchObject({ read: { status: 'unreadable' }, decoded: 0 });
  });

  it('refuses a progressive JPEG of thirty thousand scans without decoding it', () => {
    const bomb = progressiveJpegBomb({ width: 1024, height: 1024, scans: 30_000 });
    expect(observedRead(bomb, 'image/jpeg')).toMatchObject({ read: { status: 'unreadable' }, decoded: 0 });
  });

  it('refuses a 24-megapixel JPEG of a few hundred kilobytes without decoding it', () => {
    const huge = hugeJpeg({ width: 6000, height: 4000 });
    expect(huge.length).toBeLessThan(MiB);
    const { read, decoded, grownMiB } = observedRead(huge, 'image/jpeg');
    expect(read).toEqual({ status: 'unreadable' });
    expect(decoded).toBe(0);
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
