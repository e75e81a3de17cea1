import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { answer, fail, ok, renderWithStore, sampleSiteConfig, sent, sentTo, useFakeApi, type FakeHandler } from '@lotto/shared/testing';
import LoginBox from './LoginBox';

function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

/** The box at /login-test, so that going to / replacing history shows. */
async function renderLoginBox(routes: Record<string, FakeHandler> = {}) {
  for (const [route, handler] of Object.entries(routes)) answer(route, handler);
  return renderWithStore(
    <Routes>
      <Route path="/login-test" element={<LoginBox />} />
      <Route path="/" element={<Address />} />
    </Routes>,
    { route: '/login-test' },
  );
}

useFakeApi();

describe('LoginBox', () => {
  it('has its title, both help buttons on the support link and a register link', async () => {
    await renderLoginBox();
    expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบ' }).closest('section')).toHaveAttribute('data-remote', 'mf-auth');
    expect(screen.getByPlaceholderText('เบอร์โทรศัพท์')).toBeInTheDocument();
    for (const label of ['ลืมรหัสผ่าน?', 'ต้องการความช่วยเหลือ?']) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', sampleSiteConfig.line_url);
    }
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/auth/register');
  });

  it("shows yup's default messages for the two required fields and sends nothing", async () => {
    await renderLoginBox();
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('username is a required field')).toBeInTheDocument();
    expect(screen.getByText('password is a required field')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows and hides the password', async () => {
    await renderLoginBox();
    const password = screen.getByLabelText('รหัสผ่าน');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'แสดงรหัสผ่าน' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'ซ่อนรหัสผ่าน' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('while logging in disables the button and says so; on success stores both tokens and goes to /', async () => {
    let answerLogin: (value: ReturnType<typeof ok>) => void = () => undefined;
    const { store } = await renderLoginBox({
      'POST /cl-api/auth/login': () => new Promise((resolve) => (answerLogin = resolve)),
    });
    await userEvent.type(screen.getByPlaceholderText('เบอร์โทรศัพท์'), '0800000001');
    await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect(await screen.findByText('กำลังกำลังระบบ....')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeDisabled();
    expect(sent[0]).toMatchObject({ body: { username: '0800000001', password: 'demo1234' } });

    await act(async () => answerLogin(ok({ token: 'access-1', refresh_token: 'refresh-1' })));
    expect(await screen.findByLabelText('address')).toHaveTextContent('/');
    expect(store.getState().session).toMatchObject({ token: 'access-1', refresh_token: 'refresh-1' });
  });

  it("says 'Username หรือ Password ผิด' when the server refuses", async () => {
    const { store } = await renderLoginBox({
      'POST /cl-api/auth/login': () => fail(401, 'UNAUTHORIZED', 'Username หรือ Password ผิด'),
    });
    await userEvent.type(screen.getByPlaceholderText('เบอร์โทรศัพท์'), '0800000001');
    await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('Username หรือ Password ผิด')).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeEnabled());
  });

  it("shows the server's rate-limit message", async () => {
    const limited = 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณาลองใหม่ใน 15 นาที';
    await renderLoginBox({
      'POST /cl-api/auth/login': () => fail(429, 'RATE_LIMITED', limited),
    });
    await userEvent.type(screen.getByPlaceholderText('เบอร์โทรศัพท์'), '0800000001');
    await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText(limited)).toBeInTheDocument();
  });

  it("refuses an empty or malformed second-factor code with the form's message and sends no code", async () => {
    await renderLoginBox({ 'POST /cl-api/auth/login': () => ok({ totp_required: true, challenge: 'challenge-1' }) });
    await userEvent.type(screen.getByPlaceholderText('เบอร์โทรศัพท์'), '0800000099');
    await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'admin1234');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    const code = await screen.findByLabelText('รหัสยืนยันตัวตน 6 หลัก หรือรหัสสำรอง');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('กรอกรหัส 6 หลัก หรือรหัสสำรอง 10 ตัว')).toBeInTheDocument();
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('กรอกรหัส 6 หลัก หรือรหัสสำรอง 10 ตัว')).toBeInTheDocument();
    expect(sentTo('POST /cl-api/auth/login/totp')).toEqual([]);
  });

  it('asks staff with a second factor for a code; a wrong one is said and cleared, a right one signs in', async () => {
    let codes = 0;
    const { store } = await renderLoginBox({
      'POST /cl-api/auth/login': () => ok({ totp_required: true, challenge: 'challenge-1' }),
      'POST /cl-api/auth/login/totp': () => {
        codes += 1;
        return codes === 1
          ? fail(401, 'UNAUTHORIZED', 'รหัสยืนยันตัวตนไม่ถูกต้อง หรือถูกใช้ไปแล้ว')
          : ok({ token: 'access-2', refresh_token: 'refresh-2' });
      },
    });
    await userEvent.type(screen.getByPlaceholderText('เบอร์โทรศัพท์'), '0800000099');
    await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'admin1234');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    const code = await screen.findByLabelText('รหัสยืนยันตัวตน 6 หลัก หรือรหัสสำรอง');
    expect(store.getState().session.token).toBeNull();
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('รหัสยืนยันตัวตนไม่ถูกต้อง หรือถูกใช้ไปแล้ว')).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveValue(''));

    await userEvent.type(code, 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByLabelText('address')).toHaveTextContent('/');
    expect(sent.at(-1)).toMatchObject({ body: { challenge: 'challenge-1', code: 'abcde-fghjk' } });
    expect(store.getState().session).toMatchObject({ token: 'access-2', refresh_token: 'refresh-2' });
  });
});
