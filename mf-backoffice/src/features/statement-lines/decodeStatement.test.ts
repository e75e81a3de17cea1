import { decodeStatement } from './decodeStatement';

describe('decodeStatement', () => {
  it('reads UTF-8, its byte-order mark dropped', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Ref,From\nSCB1,นาย ก')]);
    expect(decodeStatement(bytes.buffer)).toBe('Ref,From\nSCB1,นาย ก');
  });

  it("reads a TIS-620 export's Thai", () => {
    // 'นาย ก' in TIS-620: น 0xB9, า 0xD2, ย 0xC2, space, ก 0xA1.
    const bytes = new Uint8Array([0x52, 0x65, 0x66, 0x2c, 0xb9, 0xd2, 0xc2, 0x20, 0xa1]);
    expect(decodeStatement(bytes.buffer)).toBe('Ref,นาย ก');
  });
});
