import { screen, within } from '@testing-library/react';
import { answer, ok, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../testing/renderScreen';
import BackofficeApp from './BackofficeApp';

useFakeApi();

const emptyPage = ok({ data: [], limit: 25, paging: { page: 1, pages: 1 }, total: 0 });

async function menuFor(role: 'staff' | 'admin') {
  answer('GET /admin-api/audit', emptyPage);
  await renderAsStaff(<BackofficeApp />, { route: '/backoffice/audit', path: '/backoffice/*', role });
  const menu = await screen.findByRole('navigation', { name: 'เมนูหลังบ้าน' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('BackofficeApp', () => {
  it('gives staff the money queues, rounds, members and audit only', async () => {
    expect(await menuFor('staff')).toEqual([
      ['แดชบอร์ด', '/backoffice'],
      ['รายการฝาก', '/backoffice/deposits'],
      ['รายการถอน', '/backoffice/withdrawals'],
      ['งวดหวย', '/backoffice/rounds'],
      ['สมาชิก', '/backoffice/members'],
      ['ประวัติการทำงาน', '/backoffice/audit'],
    ]);
  });

  it('gives admin every screen', async () => {
    expect((await menuFor('admin')).map(([label]) => label)).toEqual([
      'แดชบอร์ด',
      'รายการฝาก',
      'รายการถอน',
      'งวดหวย',
      'อัตราจ่าย',
      'เลขอั้น',
      'สมาชิก',
      'บัญชีพนักงาน',
      'ตั้งค่าเว็บ',
      'Feature apps',
      'ประวัติการทำงาน',
    ]);
  });

  it('draws the screen of the address inside the remote, marked with its name', async () => {
    await menuFor('staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'ประวัติการทำงาน' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ประวัติการทำงาน' })).toHaveClass('active');
    expect(document.querySelector('section[data-remote="mf-backoffice"]')).toBeInTheDocument();
  });

  it('sends staff who open an admin screen to the dashboard', async () => {
    answer('GET /admin-api/dashboard', ok({ date: '2026-11-23', deposits: 0, withdrawals: 0, stakes: 0, prizes: 0, house_result: 0, pending_deposits: 0, pending_withdrawals: 0 }));
    await renderAsStaff(<BackofficeApp />, { route: '/backoffice/rates', path: '/backoffice/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'แดชบอร์ด' })).toBeInTheDocument();
  });
});
