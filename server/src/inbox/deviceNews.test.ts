import { deviceName } from './deviceNews';

describe('deviceName', () => {
  it('names a browser and its system as a member recognises them', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari บน iOS');
    expect(
      deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'),
    ).toBe('Chrome บน Windows');
  });

  it('says it does not know an agent it cannot read, or none', () => {
    expect(deviceName('node')).toBe('อุปกรณ์ที่ไม่รู้จัก');
    expect(deviceName(undefined)).toBe('อุปกรณ์ที่ไม่รู้จัก');
  });
});
