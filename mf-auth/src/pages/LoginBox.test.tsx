import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithStore, sampleSiteConfig } from '@lotto/shared/testing';
import { fakeApi, ok, refused, type FakeHandler } from '../../../tooling/testing/fakeApi';
import LoginBox from './LoginBox';

function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

/** The box at /login-test, so that going to / replacing history shows. */
async function renderLoginBox(routes: Record<string, FakeHandler> = {}) {
  const server = fakeApi(routes);
  const view = await renderWithStore(
    <Routes>
      <Route path="/login-test" element={<LoginBox />} />
      <Route path="/" element={<Address />} />
    </Routes>,
    { route: '/login-test' },
  );
  return { ...view, server };
}

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('LoginBox', () => {
  it('has its title, both help buttons on the support link and a register link', async () => {
    const { server } = await renderLoginBox();
    restore = server.restore;
    expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบ' }).closest('section')).toHaveAttribute('data-remote', 'mf-auth');
    expect(screen.getByPlaceholderText('เบอร์โทรศัพท์')).toBeInTheDocument();
    for (const label of ['ลืมรหัสผ่าน?', 'ต้องการความช่วยเหลือ?']) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', sampleSiteConfig.line_url);
    }
    expect(screen.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/auth/register');
  });

  it("shows yup's default messages for the two required fields and sends nothing", async () => {
    const { server } = await renderLoginBox();
    restore = server.restore;
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('username is a required field')).toBeInTheDocument();
    expect(screen.getByText('password is a required field')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('shows and hides the password', async () => {
    const { server } = await renderLoginBox();
    restore = server.restore;
    const password = screen.getByLabelText('รหัสผ่าน');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'แสดงรหัสผ่าน' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'ซ่อนรหัสผ่าน' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('while logging in disables the button and says so; on success stores both tokens and goes to /', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const { server, store } = await renderLoginBox({
      'POST /cl-api/auth/login': () => new Promise((resolve) => (answer = resolve)),
    });
    restore = server.restore;
    await userEvent.type(screen.getByPlaceholderText('เบอร์โทรศัพท์'), '0800000001');
    await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));

    expect(await screen.findByText('กำลังกำลังระบบ....')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeDisabled();
    expect(server.calls[0]).toMatchObject({ body: { username: '0800000001', password: 'demo1234' } });

    await act(async () => answer(ok({ token: 'access-1', refresh_token: 'refresh-1' })));
    expect(await screen.findByLabelText('address')).toHaveTextContent('/');
    expect(store.getState().session).toMatchObject({ token: 'access-1', refresh_token: 'refresh-1' });
  });

  it("says 'Username หรือ Password ผิด' when the server refuses", async () => {
    const { server, store } = await renderLoginBox({
      'POST /cl-api/auth/login': () => refused(401, 'UNAUTHORIZED', 'Username หรือ Password ผิด'),
    });
    restore = server.restore;
    await userEvent.type(screen.getByPlaceholderText('เบอร์โทรศัพท์'), '0800000001');
    await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText('Username หรือ Password ผิด')).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeEnabled());
  });

  it("shows the server's rate-limit message", async () => {
    const limited = 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณาลองใหม่ใน 15 นาที';
    const { server } = await renderLoginBox({
      'POST /cl-api/auth/login': () => refused(429, 'RATE_LIMITED', limited),
    });
    restore = server.restore;
    await userEvent.type(screen.getByPlaceholderText('เบอร์โทรศัพท์'), '0800000001');
    await userEvent.type(screen.getByLabelText('รหัสผ่าน'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByText(limited)).toBeInTheDocument();
  });
});
