import { PNG } from 'pngjs';
import { slipImage, slipPayload } from '../testing/slipImages';
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

describe('parseSlipPayload', () => {
  it('reads a payload whose bank app dropped the leading zero of its checksum', () => {
    const references = Array.from({ length: 200 }, (_, i) => `015123ABC${String(i).padStart(4, '0')}`);
    const reference = references.find((candidate) => slipPayload('004', candidate).endsWith('9104' + '0', slipPayload('004', candidate).length - 3))!;
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

