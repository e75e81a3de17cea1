import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsMember } from '../../../testing/renderPage';
import { ChangePasswordForm } from './ChangePasswordForm';

useFakeApi();

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await renderAsMember(<ChangePasswordForm />, { route: '/account' });
  if (current) await user.type(screen.getByLabelText('รหัสผ่านปัจจุบัน'), current);
  if (next) await user.type(screen.getByLabelText('รหัสผ่านใหม่'), next);
  if (confirm) await user.type(screen.getByLabelText('ยืนยันรหัสผ่านใหม่'), confirm);
  await user.click(screen.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }));
  return user;
}

describe('ChangePasswordForm', () => {
  it('sends the current and new passwords, says so, and empties the form', async () => {
    answer('POST /cl-api/auth/change-password', ok(null, 'เปลี่ยนรหัสผ่านสำเร็จ อุปกรณ์อื่นออกจากระบบแล้ว'));
    await fill('secret12', 'newpass99', 'newpass99');

    expect(await screen.findByText('เปลี่ยนรหัสผ่านสำเร็จ อุปกรณ์อื่นออกจากระบบแล้ว')).toBeInTheDocument();
    expect(sentTo('POST /cl-api/auth/change-password').map((request) => request.body)).toEqual([
      { current_password: 'secret12', new_password: 'newpass99' },
    ]);
    expect(screen.getByLabelText('รหัสผ่านใหม่')).toHaveValue('');
  });

  it.each<[string, [string, string, string], string]>([
    ['a new password too short', ['secret12', '12345', '12345'], 'รหัสผ่านอย่างน้อย 6 - 12 ตัว'],
    ['a confirmation that differs', ['secret12', 'newpass99', 'newpass98'], 'รหัสผ่านไม่ตรงกัน'],
    ['no current password', ['', 'newpass99', 'newpass99'], 'กรุณาระบุรหัสผ่าน'],
  ])('refuses %s before sending', async (_name, [current, next, confirm], message) => {
    await fill(current, next, confirm);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sentTo('POST /cl-api/auth/change-password')).toHaveLength(0);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    answer('POST /cl-api/auth/change-password', fail(401, 'UNAUTHORIZED', 'Username หรือ Password ผิด'));
    await fill('wrong-one', 'newpass99', 'newpass99');

    expect(await screen.findByRole('alert')).toHaveTextContent('Username หรือ Password ผิด');
    expect(screen.getByLabelText('รหัสผ่านปัจจุบัน')).toHaveValue('wrong-one');
    expect(screen.getByLabelText('รหัสผ่านใหม่')).toHaveValue('newpass99');
    // A wrong password is no ended session: nothing was refreshed or sent twice.
    expect(sentTo('POST /cl-api/auth/refresh')).toHaveLength(0);
    expect(sentTo('POST /cl-api/auth/change-password')).toHaveLength(1);
  });
});
