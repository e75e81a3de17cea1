import { routeTitle } from './routes';

describe('routeTitle', () => {
  it('names each route by its page and the site, so that no two routes share a title', () => {
    expect(routeTitle('/')).toBe('หวยออนไลน์');
    expect(routeTitle('/auth/register')).toBe('สมัครสมาชิก | หวยออนไลน์');
    expect(routeTitle('/no-such-page')).toBe('ไม่พบหน้าที่คุณต้องการ | หวยออนไลน์');
    expect(routeTitle('/lotto/result')).toBe('ผลรางวัล | หวยออนไลน์');
    expect(routeTitle('/lotto/result/hanoi/2026-11-27')).toBe('ตรวจผลรางวัล | หวยออนไลน์');
    expect(routeTitle('/lotto/bet/type-a/daily/hanoi/12')).toBe('แทงหวย | หวยออนไลน์');
    expect(routeTitle('/backoffice')).toBe('แดชบอร์ด | ระบบหลังบ้าน | หวยออนไลน์');
    expect(routeTitle('/backoffice/deposits')).toBe('รายการฝาก | ระบบหลังบ้าน | หวยออนไลน์');
    expect(routeTitle('/backoffice/members/12')).toBe('สมาชิก | ระบบหลังบ้าน | หวยออนไลน์');
    const titles = [
      '/',
      '/auth/register',
      '/lotto/all',
      '/lotto/transaction',
      '/lotto/result',
      '/transfer',
      '/backoffice',
      '/backoffice/audit',
    ].map(routeTitle);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
