import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { answer, fail, ok, renderWithStore, sampleSiteConfig, sent, sentTo, useFakeApi, type FakeHandler } from '@lotto/shared/testing';
import { LIVE_CHECK_DELAY_MS } from '../features/register/useLiveAvailability';
import RegisterPage from './RegisterPage';

function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

useFakeApi();
afterEach(() => {
  jest.useRealTimers();
});

/** From here on time moves only when the test says so; keystrokes take no time. */
function controlTime() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function renderRegister(routes: Record<string, FakeHandler> = {}, config = sampleSiteConfig) {
  for (const [route, handler] of Object.entries(routes)) answer(route, handler);
  return renderWithStore(
    <Routes>
      <Route path="/auth/register" element={<RegisterPage />} />
      <Route path="/" element={<Address />} />
    </Routes>,
    { route: '/auth/register', config },
  );
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, select' });
const errorOf = (label: string) => {
  const control = input(label);
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

describe('RegisterPage', () => {
  it('links back to login on / and has the help button on the support link', async () => {
    await renderRegister();
    expect(screen.getByRole('heading', { name: 'สมัครสมาชิก' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'เข้าสู่ระบบ' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'ต้องการความช่วยเหลือ?' })).toHaveAttribute('href', sampleSiteConfig.line_url);
  });

  it('offers the 14 banks under the placeholder เลือกธนาคาร', async () => {
    await renderRegister();
    const options = within(input('ธนาคาร')).getAllByRole('option');
    expect(options[0]).toHaveTextContent('เลือกธนาคาร');
    expect(options).toHaveLength(15);
    expect(options[1]).toHaveTextContent('กสิกรไทย (KBANK)');
    expect(options[14]).toHaveTextContent('แลนด์ แอนด์ เฮ้าส์ (LHB)');
  });

  it('shows the required message of every field of docs/api-conventions.md#validation-messages and sends nothing', async () => {
    await renderRegister();
    await submit();
    await waitFor(() => expect(errorOf('เบอร์โทรศัพท์')).toBe('กรุณาระบุเบอร์โทร'));
    expect(errorOf('รหัสผ่าน')).toBe('กรุณาระบุรหัสผ่าน');
    expect(errorOf('ยืนยันรหัสผ่าน')).toBe('รหัสผ่านไม่ตรงกัน');
    expect(errorOf('ธนาคาร')).toBe('เลือกธนาคาร');
    expect(errorOf('ชื่อบัญชี')).toBe('ระบุชื่อบัญชี');
    expect(errorOf('เลขบัญชีธนาคาร')).toBe('ระบุบัญชีธนาคาร');
    expect(sent).toEqual([]);
  });

  it.each([
    ['เบอร์โทรศัพท์', '08123', 'หมายเลขโทรศัพท์ไม่ถูกต้อง'],
    ['เบอร์โทรศัพท์', '08000000ab', 'เฉพาะตัวเลขเท่านั้น'],
    ['รหัสผ่าน', '12345', 'รหัสผ่านอย่างน้อย 6 - 12 ตัว'],
    ['ชื่อบัญชี', 'สมชาย', 'ชื่อบัญชีอย่างน้อย 8 ตัวอักษร'],
    ['เลขบัญชีธนาคาร', '1234567', 'เลขบัญชีไม่ถูกต้อง'],
    ['เลขบัญชีธนาคาร', '12345abc', 'เฉพาะตัวเลขเท่านั้น'],
  ])('%s "%s" → %s', async (label, value, message) => {
    await renderRegister();
    await userEvent.type(input(label), value);
    await userEvent.tab();
    await waitFor(() => expect(errorOf(label)).toBe(message));
  });

  it('says รหัสผ่านไม่ตรงกัน when the confirmation differs', async () => {
    await renderRegister();
    await userEvent.type(input('รหัสผ่าน'), 'secret12');
    await userEvent.type(input('ยืนยันรหัสผ่าน'), 'secret13');
    await userEvent.tab();
    await waitFor(() => expect(errorOf('ยืนยันรหัสผ่าน')).toBe('รหัสผ่านไม่ตรงกัน'));
  });

  it('checks the phone only above 8 characters, once typing pauses, and shows มีชื่อผู้ใช้งานนี้แล้ว', async () => {
    await renderRegister({
      'POST /cl-api/auth/check-username': ({ body }) => ok({ available: (body as { username: string }).username !== '0800000001' }),
    });
    const user = controlTime();
    const checks = () => sentTo('POST /cl-api/auth/check-username');
    await user.type(input('เบอร์โทรศัพท์'), '08000000');
    await wait(LIVE_CHECK_DELAY_MS * 3);
    expect(checks()).toEqual([]);

    // Nine and ten characters typed without a pause: one check, of the whole number, after the pause.
    await user.type(input('เบอร์โทรศัพท์'), '01');
    await wait(LIVE_CHECK_DELAY_MS - 1);
    expect(checks()).toEqual([]);
    await wait(1);
    expect(checks()).toEqual([expect.objectContaining({ body: { username: '0800000001' } })]);
    expect(errorOf('เบอร์โทรศัพท์')).toBe('มีชื่อผู้ใช้งานนี้แล้ว');

    await user.clear(input('เบอร์โทรศัพท์'));
    await user.type(input('เบอร์โทรศัพท์'), '0800000002');
    expect(errorOf('เบอร์โทรศัพท์')).toBeUndefined();
    await wait(LIVE_CHECK_DELAY_MS);
    expect(checks()).toHaveLength(2);
    expect(errorOf('เบอร์โทรศัพท์')).toBeUndefined();
  });

  it('checks the account number above 7 characters and shows มีบัญชีนี้แล้ว', async () => {
    await renderRegister({
      'POST /cl-api/auth/check-account-number': () => ok({ available: false }),
    });
    const user = controlTime();
    const checks = () => sentTo('POST /cl-api/auth/check-account-number');
    await user.type(input('เลขบัญชีธนาคาร'), '1234567');
    await wait(LIVE_CHECK_DELAY_MS * 3);
    expect(checks()).toEqual([]);
    await user.type(input('เลขบัญชีธนาคาร'), '8');
    await wait(LIVE_CHECK_DELAY_MS);
    expect(checks()).toEqual([expect.objectContaining({ body: { account_number: '12345678' } })]);
    expect(errorOf('เลขบัญชีธนาคาร')).toBe('มีบัญชีนี้แล้ว');
  });

  async function fillValidForm() {
    await userEvent.type(input('เบอร์โทรศัพท์'), '0812345678');
    await userEvent.type(input('รหัสผ่าน'), 'secret12');
    await userEvent.type(input('ยืนยันรหัสผ่าน'), 'secret12');
    await userEvent.selectOptions(input('ธนาคาร'), '4');
    await userEvent.type(input('ชื่อบัญชี'), 'สมชาย ใจดีมาก');
    await userEvent.type(input('เลขบัญชีธนาคาร'), '1234567890');
  }

  it('registers, logs in with the same phone and password, stores the tokens, offers limits and goes to / when skipped', async () => {
    const { store } = await renderRegister({
      'POST /cl-api/auth/check-username': () => ok({ available: true }),
      'POST /cl-api/auth/check-account-number': () => ok({ available: true }),
      'POST /cl-api/auth/register': () => ok({ token: 'from-register', refresh_token: 'r0' }),
      'POST /cl-api/auth/login': () => ok({ token: 'access-1', refresh_token: 'refresh-1' }),
    });
    await fillValidForm();
    await submit();
    const offer = await screen.findByRole('dialog', { name: 'ตั้งวงเงินควบคุมการเล่น' });
    await userEvent.click(within(offer).getByRole('button', { name: 'ข้ามไปก่อน' }));
    expect(await screen.findByLabelText('address')).toHaveTextContent(/^\/$/);
    expect(sentTo('POST /cl-api/auth/register')[0]?.body).toEqual({
      username: '0812345678',
      password: 'secret12',
      confirm_password: 'secret12',
      accounts: [{ bank_id: 4, account_name: 'สมชาย ใจดีมาก', account_number: '1234567890' }],
    });
    expect(sentTo('POST /cl-api/auth/login')[0]?.body).toEqual({ username: '0812345678', password: 'secret12' });
    expect(store.getState().session).toMatchObject({ token: 'access-1', refresh_token: 'refresh-1' });
  });

  it("keeps the form and shows the server's message when registration is refused", async () => {
    await renderRegister({
      'POST /cl-api/auth/register': () => fail(409, 'DUPLICATE', 'มีชื่อผู้ใช้งานนี้แล้ว'),
    });
    await fillValidForm();
    await submit();
    expect(await screen.findByText('มีชื่อผู้ใช้งานนี้แล้ว')).toBeInTheDocument();
    expect(input('เบอร์โทรศัพท์')).toHaveValue('0812345678');
    expect(sentTo('POST /cl-api/auth/login')).toEqual([]);
  });
});

describe('RegisterPage during maintenance', () => {
  it('says so with the message and closes the form while a window closes registration', async () => {
    const window = { id: 1, module: 'register' as const, lottery: null, from: null, until: null, message: 'งดรับสมัครสมาชิกชั่วคราว' };
    await renderRegister({}, { ...sampleSiteConfig, maintenance: [window] });
    expect(screen.getByText('สมัครสมาชิก ปิดปรับปรุง').closest('[role="status"]')).toHaveTextContent(
      'สมัครสมาชิก ปิดปรับปรุงงดรับสมัครสมาชิกชั่วคราวจนกว่าจะแจ้งให้ทราบ',
    );
    expect(input('เบอร์โทรศัพท์')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'สมัครสมาชิก' })).toBeDisabled();
  });
});
