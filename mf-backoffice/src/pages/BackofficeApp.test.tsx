import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { everyModuleAt, type ModulePermissions } from '@lotto/shared';
import { answer, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../testing/renderScreen';
import BackofficeApp from './BackofficeApp';

useFakeApi();

const emptyPage = ok({ data: [], limit: 25, paging: { page: 1, pages: 1 }, total: 0 });

async function menuFor(role: 'staff' | 'admin', modules?: ModulePermissions) {
  answer('GET /admin-api/audit', emptyPage);
  await renderAsStaff(<BackofficeApp />, { route: '/backoffice/audit', path: '/backoffice/*', role, modules });
  const menu = await screen.findByRole('navigation', { name: 'เมนูหลังบ้าน' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('BackofficeApp', () => {
  it("gives the staff role's permissions the money queues, statement lines, reconciliation, rounds, risk to view, reports, members and audit", async () => {
    expect(await menuFor('staff')).toEqual([
      ['แดชบอร์ด', '/backoffice'],
      ['รายการฝาก', '/backoffice/deposits'],
      ['รายการถอน', '/backoffice/withdrawals'],
      ['รายการรอจับคู่', '/backoffice/statement-lines'],
      ['กระทบยอดบัญชี', '/backoffice/reconciliation'],
      ['งวดหวย', '/backoffice/rounds'],
      ['ความเสี่ยง', '/backoffice/risk'],
      ['อัตราจ่าย', '/backoffice/rates'],
      ['เลขอั้น', '/backoffice/limits'],
      ['รายงาน', '/backoffice/reports'],
      ['สมาชิก', '/backoffice/members'],
      ['ประวัติการทำงาน', '/backoffice/audit'],
      ['ตั้งค่ายืนยันตัวตนสองขั้น', '/backoffice/two-factor'],
    ]);
  });

  it('gives admin every screen', async () => {
    expect((await menuFor('admin')).map(([label]) => label)).toEqual([
      'แดชบอร์ด',
      'รายการฝาก',
      'รายการถอน',
      'บัญชีรับเงิน',
      'รายการรอจับคู่',
      'กระทบยอดบัญชี',
      'ตั้งค่าการเงิน',
      'งวดหวย',
      'ความเสี่ยง',
      'อัตราจ่าย',
      'เลขอั้น',
      'รายงาน',
      'แหล่งผลรางวัล',
      'สมาชิก',
      'บัญชีพนักงาน',
      'ตั้งค่าเว็บ',
      'เวอร์ชันแอปย่อย',
      'ประกาศ',
      'ประวัติการทำงาน',
      'ตั้งค่ายืนยันตัวตนสองขั้น',
    ]);
  });

  it('draws the screen of the address inside the remote, marked with its name', async () => {
    await menuFor('staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'ประวัติการทำงาน' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ประวัติการทำงาน' })).toHaveClass('active');
    expect(document.querySelector('section[data-remote="mf-backoffice"]')).toBeInTheDocument();
  });

  it('gives a cashier with money alone the money queues and their second factor; a screen of another module says they may not use it', async () => {
    const cashier = { ...everyModuleAt('none'), money: 'manage' as const };
    answer('GET /admin-api/deposits', emptyPage);
    await renderAsStaff(<BackofficeApp />, { route: '/backoffice', path: '/backoffice/*', modules: cashier });
    // The dashboard is of reports: its address opens the cashier's first screen.
    expect(await screen.findByRole('heading', { level: 1, name: 'รายการฝาก' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'เมนูหลังบ้าน' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['รายการฝาก', 'รายการถอน', 'รายการรอจับคู่', 'กระทบยอดบัญชี', 'ตั้งค่ายืนยันตัวตนสองขั้น']);
  });

  it('tells staff who open a screen their permissions do not reach that they may not use it', async () => {
    await renderAsStaff(<BackofficeApp />, { route: '/backoffice/staff', path: '/backoffice/*' });
    expect(await screen.findByRole('alert')).toHaveTextContent('คุณไม่มีสิทธิ์ใช้งานส่วนนี้');
    expect(sentTo('GET /admin-api/staff')).toEqual([]);
  });

  it('sends staff who open an address that is no screen to the dashboard', async () => {
    answer(
      'GET /admin-api/dashboard',
      ok({
        date: '2026-11-23',
        deposits: 0,
        withdrawals: 0,
        stakes: 0,
        prizes: 0,
        house_result: 0,
        pending_deposits: 0,
        pending_withdrawals: 0,
      }),
    );
    await renderAsStaff(<BackofficeApp />, { route: '/backoffice/no-such-screen', path: '/backoffice/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'แดชบอร์ด' })).toBeInTheDocument();
  });

  it('shows someone the site requires to enrol only the enrolment: the QR code, ten backup codes, then a code to confirm', async () => {
    const backupCodes = [...'23456789ab'].map((last) => `abcde-fghj${last}`);
    answer(
      'POST /admin-api/me/totp',
      ok({ otpauth_url: 'otpauth://totp/x:0800000002?secret=JBSWY3DPEHPK3PXP&issuer=x', backup_codes: backupCodes }),
    );
    answer('POST /admin-api/me/totp/confirm', ok(null, 'ตั้งค่าการยืนยันตัวตนสองขั้นเรียบร้อย'));
    await renderAsStaff(<BackofficeApp />, {
      route: '/backoffice/deposits',
      path: '/backoffice/*',
      role: 'staff',
      secondFactor: 'must_enrol',
    });
    expect(await screen.findByText('ต้องตั้งค่าการยืนยันตัวตนสองขั้นก่อนใช้งานระบบหลังบ้าน')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'เมนูหลังบ้าน' })).queryAllByRole('link')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'เริ่มตั้งค่า' }));
    expect(await screen.findByRole('img', { name: 'QR สำหรับเพิ่มบัญชีในแอปยืนยันตัวตน' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(screen.getByLabelText('หรือใส่รหัสนี้ในแอปเอง')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(
      within(screen.getByRole('list', { name: 'รหัสสำรอง' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(backupCodes);

    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('กรอกรหัส 6 หลัก หรือรหัสสำรอง 10 ตัว')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('รหัสยืนยันตัวตน 6 หลัก'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('ตั้งค่าการยืนยันตัวตนสองขั้นเรียบร้อย')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/me/totp/confirm')[0]?.body).toEqual({ code: '123456' });
  });
});
