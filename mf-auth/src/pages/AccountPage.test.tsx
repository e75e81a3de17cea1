import { screen, within } from '@testing-library/react';
import { answer, ok, useFakeApi } from '@lotto/shared/testing';
import { renderAsMember } from '../testing/renderPage';
import AccountPage from './AccountPage';

useFakeApi();

describe('AccountPage', () => {
  it('is บัญชีของฉัน, with its parts in order and its LINE part', async () => {
    answer('GET /cl-api/notify-settings', ok({ line_available: true, line_linked: true, line: [] }));
    answer('GET /cl-api/auth/sessions', ok([]));
    answer('GET /cl-api/auth/login-history', ok({ result: [], page: 1, total: 0 }));
    answer('GET /cl-api/auth/member-bank', ok([]));
    await renderAsMember(<AccountPage />, { route: '/account' });
    expect(screen.getByRole('heading', { level: 1, name: 'บัญชีของฉัน' })).toBeInTheDocument();
    const parts = screen.getAllByRole('region').filter((region) => region.hasAttribute('aria-labelledby'));
    expect(parts.map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'account-password',
      'account-devices',
      'account-history',
      'account-bank',
      'account-line',
      'account-settings',
    ]);
    expect(screen.getByRole('region', { name: 'เปลี่ยนรหัสผ่าน' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'อุปกรณ์ที่เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ประวัติการเข้าสู่ระบบ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'บัญชีธนาคารที่ลงทะเบียน' })).toBeInTheDocument();
    const line = screen.getByRole('region', { name: 'แจ้งเตือนทาง LINE' });
    expect(line).toHaveAttribute('id', 'line');
    expect(await within(line).findByRole('button', { name: 'ยกเลิกการเชื่อมต่อ LINE' })).toBeInTheDocument();
  });
});
