import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fail, ok, sampleSiteConfig, sentTo, useFakeApi } from '@lotto/shared/testing';
import { member, renderAsMember } from '../../../testing/renderPage';
import { WithdrawPanel } from './WithdrawPanel';

useFakeApi();

const memberBank = { bank_id: 1, short_name: 'KBANK', name: 'กสิกรไทย', account_name: 'สมชาย ใจดีมาก', account_number: '0987654321' };
const PIN = '246810';

const allowance = (change: { countToday?: number; pinSet?: boolean; pinLockedUntil?: string | null } = {}) =>
  ok({
    count_today: change.countToday ?? 3,
    max_per_day: 15,
    max_amount: 200000,
    pin_set: change.pinSet ?? true,
    pin_locked_until: change.pinLockedUntil ?? null,
  });

function serverAccepts({ countToday = 3 } = {}) {
  answer('GET /cl-api/auth/member-bank', ok([memberBank]));
  answer('POST /lto-public-api/withdraw_allowance', allowance({ countToday }));
  answer(
    'POST /lto-public-api/withdraw',
    ok({ _id: 'withdraw-1', type: 'withdraw', status: 'pending', amount: 300, steps: [] }, 'สร้างรายการถอนสำเร็จ'),
  );
}

const amountBox = () => screen.getByRole('textbox', { name: 'จำนวนเงิน' });
const pinBox = () => screen.getByLabelText('รหัส PIN ถอนเงิน');
const submit = () => screen.getByRole('button', { name: 'แจ้งถอนเงิน' });

async function renderPanel() {
  const user = userEvent.setup();
  await renderAsMember(<WithdrawPanel />);
  await screen.findByText('0987654321');
  await screen.findByRole('textbox', { name: 'จำนวนเงิน' });
  return user;
}

async function fill(user: ReturnType<typeof userEvent.setup>, amount: string, pin = PIN) {
  if (amount) await user.type(amountBox(), amount);
  if (pin) await user.type(pinBox(), pin);
}

describe('WithdrawPanel', () => {
  it("shows the member's own account the money goes to", async () => {
    serverAccepts();
    await renderPanel();
    const account = screen.getByRole('group', { name: 'บัญชีรับเงิน' });
    expect(account).toHaveTextContent('กสิกรไทย (KBANK)');
    expect(account).toHaveTextContent('สมชาย ใจดีมาก');
  });

  it("states the limits, today's count from the server, and that a request cannot be taken back", async () => {
    serverAccepts({ countToday: 3 });
    await renderPanel();
    expect(screen.getByText('ถอนได้สูงสุด 200,000.00 บาทต่อครั้ง และ 15 ครั้งต่อวัน')).toBeInTheDocument();
    expect(await screen.findByText('วันนี้ถอนไปแล้ว 3/15 ครั้ง')).toBeInTheDocument();
    expect(screen.getByText('แจ้งถอนแล้วยกเลิกรายการไม่ได้')).toBeInTheDocument();
  });

  it.each([
    ['49', 'จำนวนเงินถอนขึ้นต่ำ 50 บาท'],
    ['1000.01', 'จำนวนเงินไม่พอในการถอน'],
    ['', 'ระบุจำนวนเงินที่ต้องการถอน'],
  ])('refuses %p with %p and sends nothing', async (typed, message) => {
    serverAccepts();
    const user = await renderPanel();
    await fill(user, typed);

    await user.click(submit());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amountBox()).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo('POST /lto-public-api/withdraw')).toHaveLength(0);
  });

  it.each([
    ['', 'กรุณาระบุรหัส PIN ถอนเงิน'],
    ['12345', 'รหัส PIN ถอนเงินต้องเป็นตัวเลข 6 หลัก'],
  ])('asks for the 6-digit PIN: %p is refused with %p', async (pin, message) => {
    serverAccepts();
    const user = await renderPanel();
    await fill(user, '300', pin);

    await user.click(submit());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(pinBox()).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo('POST /lto-public-api/withdraw')).toHaveLength(0);
  });

  it('takes the PIN as a hidden numeric field', async () => {
    serverAccepts();
    await renderPanel();
    expect(pinBox()).toHaveAttribute('type', 'password');
    expect(pinBox()).toHaveAttribute('inputmode', 'numeric');
  });

  it('takes the whole credit', async () => {
    serverAccepts();
    const user = await renderPanel();
    await fill(user, String(member.credit));
    await user.click(submit());
    expect(await screen.findByText('สร้างรายการถอนสำเร็จ')).toBeInTheDocument();
  });

  it('sends the amount and PIN once with an Idempotency-Key, then refreshes the credit and the count', async () => {
    serverAccepts();
    const user = await renderPanel();
    const meBefore = sentTo('GET /cl-api/auth/me').length;
    await fill(user, '300');

    await user.dblClick(submit());

    expect(await screen.findByText('สร้างรายการถอนสำเร็จ')).toBeInTheDocument();
    const requests = sentTo('POST /lto-public-api/withdraw');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({ amount: 300, pin: PIN });
    expect(requests[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(amountBox()).toHaveValue('');
    expect(pinBox()).toHaveValue('');
    // 'Me' and the allowance are invalidated: the header's credit and the count change at once.
    await waitFor(() => expect(sentTo('GET /cl-api/auth/me').length).toBeGreaterThan(meBefore));
    await waitFor(() => expect(sentTo('POST /lto-public-api/withdraw_allowance').length).toBeGreaterThanOrEqual(2));
  });

  it("says สร้างรายการถอนไม่สำเร็จ with the server's reason", async () => {
    serverAccepts();
    answer('POST /lto-public-api/withdraw', fail(429, 'RATE_LIMITED', 'ถอนได้สูงสุด 15 ครั้งต่อวัน'));
    const user = await renderPanel();
    await fill(user, '100');

    await user.click(submit());

    expect(await screen.findByText('สร้างรายการถอนไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByText('ถอนได้สูงสุด 15 ครั้งต่อวัน')).toBeInTheDocument();
    expect(amountBox()).toHaveValue('100');
  });

  it("shows the server's wrong-PIN message at the PIN, with the tries left, and empties it", async () => {
    serverAccepts();
    answer('POST /lto-public-api/withdraw', fail(403, 'FORBIDDEN', 'รหัส PIN ถอนเงินไม่ถูกต้อง เหลืออีก 4 ครั้ง'));
    const user = await renderPanel();
    await fill(user, '300', '111111');

    await user.click(submit());

    expect(await screen.findByText('รหัส PIN ถอนเงินไม่ถูกต้อง เหลืออีก 4 ครั้ง')).toBeInTheDocument();
    expect(sentTo('POST /lto-public-api/withdraw')[0]!.body).toEqual({ amount: 300, pin: '111111' });
    expect(pinBox()).toHaveValue('');
    expect(pinBox()).toHaveAttribute('aria-invalid', 'true');
    expect(pinBox()).toHaveAccessibleDescription('รหัส PIN ถอนเงินไม่ถูกต้อง เหลืออีก 4 ครั้ง');
    expect(amountBox()).toHaveValue('300');
  });

  describe('after five wrong PINs', () => {
    const LOCKED = 'ใส่รหัส PIN ถอนเงินผิดหลายครั้ง ถอนเงินได้อีกครั้งเวลา 10:30 น.';

    it('says until when (Bangkok time) and cannot be sent', async () => {
      serverAccepts();
      answer('POST /lto-public-api/withdraw_allowance', allowance({ pinLockedUntil: '2099-01-01T03:30:00.000Z' }));
      await renderPanel();

      expect(await screen.findByRole('alert')).toHaveTextContent(LOCKED);
      expect(submit()).toBeDisabled();
    });

    it('says it once when the server locks on this try', async () => {
      serverAccepts();
      const user = await renderPanel();
      answer('POST /lto-public-api/withdraw', fail(429, 'RATE_LIMITED', LOCKED));
      answer('POST /lto-public-api/withdraw_allowance', allowance({ pinLockedUntil: '2099-01-01T03:30:00.000Z' }));
      await fill(user, '300', '111111');

      await user.click(submit());

      await waitFor(() => expect(submit()).toBeDisabled());
      expect(screen.getAllByText(LOCKED)).toHaveLength(1);
    });

    it('opens again once the lock has passed', async () => {
      serverAccepts();
      answer('POST /lto-public-api/withdraw_allowance', allowance({ pinLockedUntil: '2001-01-01T03:30:00.000Z' }));
      await renderPanel();

      expect(screen.queryByText(/ใส่รหัส PIN ถอนเงินผิดหลายครั้ง/)).not.toBeInTheDocument();
      expect(submit()).toBeEnabled();
    });
  });

  it('cannot be sent by a member without a bank account', async () => {
    serverAccepts();
    answer('GET /cl-api/auth/member-bank', ok([]));
    await renderAsMember(<WithdrawPanel />);
    expect(await screen.findByText('ยังไม่มีบัญชีธนาคาร กรุณาติดต่อเจ้าหน้าที่')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  describe('without a withdrawal PIN', () => {
    function serverHasNoPin() {
      serverAccepts();
      answer('POST /lto-public-api/withdraw_allowance', allowance({ pinSet: false }));
      answer('PUT /cl-api/auth/withdraw-pin', () => {
        answer('POST /lto-public-api/withdraw_allowance', allowance({ pinSet: true }));
        return ok(null, 'ตั้งรหัส PIN ถอนเงินสำเร็จ');
      });
    }

    async function renderSetup() {
      const user = userEvent.setup();
      await renderAsMember(<WithdrawPanel />);
      await screen.findByRole('button', { name: 'ตั้งรหัส PIN' });
      return user;
    }

    const passwordBox = () => screen.getByLabelText('รหัสผ่าน');
    const newPinBox = () => screen.getByLabelText('รหัส PIN ถอนเงิน');
    const confirmBox = () => screen.getByLabelText('ยืนยันรหัส PIN ถอนเงิน');
    const save = () => screen.getByRole('button', { name: 'ตั้งรหัส PIN' });

    it('asks for the password and the PIN twice before any withdrawal', async () => {
      serverHasNoPin();
      await renderSetup();

      expect(screen.queryByRole('button', { name: 'แจ้งถอนเงิน' })).not.toBeInTheDocument();
      expect(passwordBox()).toHaveAttribute('type', 'password');
      for (const box of [newPinBox(), confirmBox()]) {
        expect(box).toHaveAttribute('type', 'password');
        expect(box).toHaveAttribute('inputmode', 'numeric');
      }
    });

    it('says what is missing and sends nothing', async () => {
      serverHasNoPin();
      const user = await renderSetup();

      await user.click(save());

      expect(await screen.findByText('กรุณาระบุรหัสผ่าน')).toBeInTheDocument();
      expect(screen.getByText('กรุณาระบุรหัส PIN ถอนเงิน')).toBeInTheDocument();
      expect(screen.getByText('กรุณายืนยันรหัส PIN ถอนเงิน')).toBeInTheDocument();
      expect(sentTo('PUT /cl-api/auth/withdraw-pin')).toHaveLength(0);
    });

    it.each([
      ['12345', '12345', 'รหัส PIN ถอนเงินต้องเป็นตัวเลข 6 หลัก'],
      ['12345a', '12345a', 'รหัส PIN ถอนเงินต้องเป็นตัวเลข 6 หลัก'],
      ['123456', '123465', 'รหัส PIN ไม่ตรงกัน'],
    ])('refuses PIN %p confirmed as %p with %p', async (pin, confirm, message) => {
      serverHasNoPin();
      const user = await renderSetup();
      await user.type(passwordBox(), 'secret1');
      await user.type(newPinBox(), pin);
      await user.type(confirmBox(), confirm);

      await user.click(save());

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(sentTo('PUT /cl-api/auth/withdraw-pin')).toHaveLength(0);
    });

    it('saves the PIN with the password, says so, then offers the withdraw form', async () => {
      serverHasNoPin();
      const user = await renderSetup();
      await user.type(passwordBox(), 'secret1');
      await user.type(newPinBox(), PIN);
      await user.type(confirmBox(), PIN);

      await user.click(save());

      expect(await screen.findByText('ตั้งรหัส PIN ถอนเงินสำเร็จ')).toBeInTheDocument();
      expect(sentTo('PUT /cl-api/auth/withdraw-pin').map((request) => request.body)).toEqual([{ password: 'secret1', pin: PIN }]);
      expect(await screen.findByRole('button', { name: 'แจ้งถอนเงิน' })).toBeInTheDocument();
      expect(screen.queryByLabelText('ยืนยันรหัส PIN ถอนเงิน')).not.toBeInTheDocument();
    });

    it("shows the server's refusal of a wrong password", async () => {
      serverHasNoPin();
      answer('PUT /cl-api/auth/withdraw-pin', fail(403, 'FORBIDDEN', 'รหัสผ่านไม่ถูกต้อง'));
      const user = await renderSetup();
      await user.type(passwordBox(), 'wrong12');
      await user.type(newPinBox(), PIN);
      await user.type(confirmBox(), PIN);

      await user.click(save());

      expect(await screen.findByText('รหัสผ่านไม่ถูกต้อง')).toBeInTheDocument();
      expect(passwordBox()).toHaveValue('');
      expect(save()).toBeInTheDocument();
    });
  });
});

describe('WithdrawPanel changing the PIN', () => {
  const passwordBox = () => screen.getByLabelText('รหัสผ่าน');
  const newPinBox = () => screen.getByLabelText('รหัส PIN ถอนเงินใหม่');
  const confirmBox = () => screen.getByLabelText('ยืนยันรหัส PIN ถอนเงินใหม่');
  const changeButton = () => screen.getByRole('button', { name: 'เปลี่ยนรหัส PIN ถอนเงิน' });

  it('opens under the withdraw form, saves the new PIN with the password, says so and closes', async () => {
    serverAccepts();
    answer('PUT /cl-api/auth/withdraw-pin', ok(null, 'ตั้งรหัส PIN ถอนเงินสำเร็จ'));
    const user = await renderPanel();
    expect(screen.queryByLabelText('รหัส PIN ถอนเงินใหม่')).not.toBeInTheDocument();

    await user.click(changeButton());
    expect(screen.getByRole('heading', { name: 'เปลี่ยนรหัส PIN ถอนเงิน' })).toBeInTheDocument();
    await user.type(passwordBox(), 'secret1');
    await user.type(newPinBox(), '135790');
    await user.type(confirmBox(), '135790');
    await user.click(screen.getByRole('button', { name: 'บันทึกรหัส PIN ใหม่' }));

    expect(await screen.findByText('เปลี่ยนรหัส PIN ถอนเงินสำเร็จ')).toBeInTheDocument();
    expect(sentTo('PUT /cl-api/auth/withdraw-pin').map((request) => request.body)).toEqual([{ password: 'secret1', pin: '135790' }]);
    await waitFor(() => expect(screen.queryByLabelText('รหัส PIN ถอนเงินใหม่')).not.toBeInTheDocument());
    expect(submit()).toBeInTheDocument();
  });

  it('refuses a mismatched confirmation and sends nothing; ยกเลิก closes it', async () => {
    serverAccepts();
    const user = await renderPanel();
    await user.click(changeButton());
    await user.type(passwordBox(), 'secret1');
    await user.type(newPinBox(), '135790');
    await user.type(confirmBox(), '135791');
    await user.click(screen.getByRole('button', { name: 'บันทึกรหัส PIN ใหม่' }));

    expect(await screen.findByText('รหัส PIN ไม่ตรงกัน')).toBeInTheDocument();
    expect(sentTo('PUT /cl-api/auth/withdraw-pin')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByLabelText('รหัส PIN ถอนเงินใหม่')).not.toBeInTheDocument();
  });

  it('is open when /account linked to it', async () => {
    serverAccepts();
    await renderAsMember(<WithdrawPanel />, { route: '/transfer?type=withdraw#change-pin' });
    expect(await screen.findByLabelText('รหัส PIN ถอนเงินใหม่')).toBeInTheDocument();
  });

  it('is not offered before a first PIN is set', async () => {
    serverAccepts();
    answer('POST /lto-public-api/withdraw_allowance', allowance({ pinSet: false }));
    await renderAsMember(<WithdrawPanel />);
    await screen.findByRole('button', { name: 'ตั้งรหัส PIN' });
    expect(screen.queryByRole('button', { name: 'เปลี่ยนรหัส PIN ถอนเงิน' })).not.toBeInTheDocument();
  });
});

describe('WithdrawPanel during maintenance', () => {
  const closed = { id: 2, module: 'withdraw' as const, lottery: null, from: null, until: null, message: 'ปิดระบบถอนเงินชั่วคราว' };

  it('says so with the message and cannot be sent while a window closes withdrawals', async () => {
    serverAccepts();
    await renderAsMember(<WithdrawPanel />, { config: { ...sampleSiteConfig, maintenance: [closed] } });
    await screen.findByText('0987654321');

    expect((await screen.findByText('ถอนเงิน ปิดปรับปรุง')).closest('[role="status"]')).toHaveTextContent(
      'ถอนเงิน ปิดปรับปรุงปิดระบบถอนเงินชั่วคราวจนกว่าจะแจ้งให้ทราบ',
    );
    expect(await screen.findByRole('button', { name: 'แจ้งถอนเงิน' })).toBeDisabled();
  });

  it("shows the server's MAINTENANCE message and asks for the site config again", async () => {
    serverAccepts();
    answer('POST /lto-public-api/withdraw', fail(503, 'MAINTENANCE', 'ปิดระบบถอนเงินชั่วคราว'));
    answer('GET /cl-api/load-config', ok({ ...sampleSiteConfig, maintenance: [closed] }));
    const user = await renderPanel();
    await fill(user, '300');

    await user.click(submit());

    expect(await screen.findByText('ปิดระบบถอนเงินชั่วคราว', { selector: '[role="alert"]' })).toBeInTheDocument();
    await waitFor(() => expect(sentTo('GET /cl-api/load-config')).toHaveLength(1));
    expect((await screen.findByText('ถอนเงิน ปิดปรับปรุง')).closest('[role="status"]')).toHaveTextContent('ปิดระบบถอนเงินชั่วคราว');
    expect(submit()).toBeDisabled();
  });
});
