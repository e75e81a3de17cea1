import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffAccount } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import StaffPage from './StaffPage';

useFakeApi();

const admin: StaffAccount = {
  id: 1,
  username: '0800000001',
  role: 'admin',
  status: 'active',
  created_at: '2026-11-01T03:00:00.000Z',
  second_factor: true,
};
const created: StaffAccount = {
  id: 31,
  username: '0891112222',
  role: 'staff',
  status: 'active',
  created_at: '2026-11-23T10:00:00.000Z',
  second_factor: false,
};

const renderPage = () => renderAsStaff(<StaffPage />, { route: '/backoffice/staff', role: 'admin' });

async function fillForm(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(screen.getByLabelText('เบอร์โทรศัพท์'), username);
  await user.type(screen.getByLabelText('รหัสผ่าน'), password);
}

describe('บัญชีพนักงาน', () => {
  it('lists the accounts and creates a staff account, then shows it in the list', async () => {
    let accounts = [admin];
    answer('GET /admin-api/staff', () => ok(accounts));
    answer('POST /admin-api/staff', () => {
      accounts = [admin, created];
      return ok(created, 'เพิ่มผู้ใช้งานหลังบ้านสำเร็จ');
    });
    const user = userEvent.setup();
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'บัญชีพนักงาน' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'รายชื่อพนักงาน' });
    expect(await within(list).findByText('0800000001')).toBeInTheDocument();
    expect(within(list).getByText('ผู้ดูแลระบบ')).toBeInTheDocument();

    await fillForm(user, '0891112222', 'secret12');
    expect(screen.getByRole('combobox', { name: 'สิทธิ์' })).toHaveValue('staff');
    await user.click(screen.getByRole('button', { name: 'เพิ่มพนักงาน' }));

    expect(await screen.findByText('เพิ่มผู้ใช้งานหลังบ้านสำเร็จ')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/staff')[0]?.body).toEqual({ username: '0891112222', password: 'secret12', role: 'staff' });
    const row = (await within(list).findByText('0891112222')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('พนักงาน');
    expect(row).toHaveTextContent('ใช้งาน');
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toHaveValue('');
  });

  it('sends the chosen role', async () => {
    answer('GET /admin-api/staff', ok([admin]));
    answer('POST /admin-api/staff', ok({ ...created, role: 'admin' }));
    const user = userEvent.setup();
    await renderPage();
    await fillForm(user, '0891112222', 'secret12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'สิทธิ์' }), 'ผู้ดูแลระบบ');
    await user.click(screen.getByRole('button', { name: 'เพิ่มพนักงาน' }));
    await waitFor(() =>
      expect(sentTo('POST /admin-api/staff')[0]?.body).toEqual({ username: '0891112222', password: 'secret12', role: 'admin' }),
    );
  });

  it("shows the server's message under the phone number when it is taken", async () => {
    answer('GET /admin-api/staff', ok([admin]));
    answer('POST /admin-api/staff', fail(409, 'DUPLICATE', 'มีชื่อผู้ใช้งานนี้แล้ว'));
    const user = userEvent.setup();
    await renderPage();
    await fillForm(user, '0800000001', 'secret12');
    await user.click(screen.getByRole('button', { name: 'เพิ่มพนักงาน' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('มีชื่อผู้ใช้งานนี้แล้ว');
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('เบอร์โทรศัพท์')).toHaveValue('0800000001');
  });

  it('checks the fields with the shared schema and sends nothing until they pass', async () => {
    answer('GET /admin-api/staff', ok([admin]));
    const user = userEvent.setup();
    await renderPage();
    await screen.findByText('0800000001');
    await user.click(screen.getByRole('button', { name: 'เพิ่มพนักงาน' }));
    expect(await screen.findByText('กรุณาระบุเบอร์โทร')).toBeInTheDocument();
    expect(screen.getByText('กรุณาระบุรหัสผ่าน')).toBeInTheDocument();

    await fillForm(user, '08912', '123');
    await user.click(screen.getByRole('button', { name: 'เพิ่มพนักงาน' }));
    expect(await screen.findByText('หมายเลขโทรศัพท์ไม่ถูกต้อง')).toBeInTheDocument();
    expect(screen.getByText('รหัสผ่านอย่างน้อย 6 - 12 ตัว')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/staff')).toEqual([]);
  });

  it("shows the server's refusal of the list with a retry", async () => {
    answer('GET /admin-api/staff', fail(403, 'FORBIDDEN', 'ไม่มีสิทธิ์ทำรายการนี้'));
    await renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่มีสิทธิ์ทำรายการนี้');
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });

  it("resets another staff member's second factor after asking, and offers no reset without one", async () => {
    const enrolled: StaffAccount = { ...created, id: 32, username: '0893334444', second_factor: true };
    let accounts = [admin, created, enrolled];
    answer('GET /admin-api/staff', () => ok(accounts));
    answer('DELETE /admin-api/staff/32/totp', () => {
      accounts = [admin, created, { ...enrolled, second_factor: false }];
      return ok(null, 'ล้างการยืนยันตัวตนสองขั้นแล้ว');
    });
    const user = userEvent.setup();
    await renderPage();
    const list = screen.getByRole('region', { name: 'รายชื่อพนักงาน' });
    const row = (await within(list).findByText('0893334444')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('เปิดใช้');
    expect(within((await within(list).findByText('0891112222')).closest('tr') as HTMLElement).queryByRole('button')).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'ล้างการยืนยันตัวตน 0893334444' }));
    expect(screen.getByText('ล้างการยืนยันตัวตนสองขั้นของ 0893334444? ผู้ใช้จะต้องตั้งค่าใหม่ในการเข้าสู่ระบบครั้งถัดไป')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('ล้างการยืนยันตัวตนสองขั้นแล้ว')).toBeInTheDocument();
    await waitFor(() => expect(row).toHaveTextContent('ยังไม่ตั้งค่า'));
    expect(sentTo('DELETE /admin-api/staff/32/totp')).toHaveLength(1);
  });
});
