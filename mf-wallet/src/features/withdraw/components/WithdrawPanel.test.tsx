import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { member, renderAsMember } from '../../../testing/renderPage';
import { WithdrawPanel } from './WithdrawPanel';

useFakeApi();

const memberBank = { bank_id: 1, short_name: 'KBANK', name: 'กสิกรไทย', account_name: 'สมชาย ใจดีมาก', account_number: '0987654321' };

function serverAccepts({ countToday = 3 } = {}) {
  answer('GET /cl-api/auth/member-bank', ok([memberBank]));
  answer('POST /lto-public-api/withdraw_allowance', ok({ count_today: countToday, max_per_day: 15, max_amount: 200000 }));
  answer(
    'POST /lto-public-api/withdraw',
    ok({ _id: 'withdraw-1', type: 'withdraw', status: 'pending', amount: 300 }, 'สร้างรายการถอนสำเร็จ'),
  );
}

async function renderPanel() {
  const user = userEvent.setup();
  await renderAsMember(<WithdrawPanel />);
  await screen.findByText('0987654321');
  return user;
}

const amountBox = () => screen.getByRole('textbox', { name: 'จำนวนเงิน' });
const submit = () => screen.getByRole('button', { name: 'แจ้งถอนเงิน' });

describe('WithdrawPanel', () => {
  it("shows the member's own account the money goes to", async () => {
    serverAccepts();
    await renderPanel();
    const account = screen.getByRole('group', { name: 'บัญชีรับเงิน' });
    expect(account).toHaveTextContent('กสิกรไทย (KBANK)');
    expect(account).toHaveTextContent('สมชาย ใจดีมาก');
  });

  it("states the limits and today's count from the server", async () => {
    serverAccepts({ countToday: 3 });
    await renderPanel();
    expect(screen.getByText('ถอนได้สูงสุด 200,000.00 บาทต่อครั้ง และ 15 ครั้งต่อวัน')).toBeInTheDocument();
    expect(await screen.findByText('วันนี้ถอนไปแล้ว 3/15 ครั้ง')).toBeInTheDocument();
  });

  it.each([
    ['49', 'จำนวนเงินถอนขึ้นต่ำ 50 บาท'],
    ['1000.01', 'จำนวนเงินไม่พอในการถอน'],
    ['', 'ระบุจำนวนเงินที่ต้องการถอน'],
  ])('refuses %p with %p and sends nothing', async (typed, message) => {
    serverAccepts();
    const user = await renderPanel();
    if (typed) await user.type(amountBox(), typed);

    await user.click(submit());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amountBox()).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo('POST /lto-public-api/withdraw')).toHaveLength(0);
  });

  it('takes the whole credit', async () => {
    serverAccepts();
    const user = await renderPanel();
    await user.type(amountBox(), String(member.credit));
    await user.click(submit());
    expect(await screen.findByText('สร้างรายการถอนสำเร็จ')).toBeInTheDocument();
  });

  it('sends the withdrawal once with an Idempotency-Key, then refreshes the credit and the count', async () => {
    serverAccepts();
    const user = await renderPanel();
    const meBefore = sentTo('GET /cl-api/auth/me').length;
    await user.type(amountBox(), '300');

    await user.dblClick(submit());

    expect(await screen.findByText('สร้างรายการถอนสำเร็จ')).toBeInTheDocument();
    const requests = sentTo('POST /lto-public-api/withdraw');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({ amount: 300 });
    expect(requests[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(amountBox()).toHaveValue('');
    // 'Me' and the allowance are invalidated: the header's credit and the count change at once.
    await waitFor(() => expect(sentTo('GET /cl-api/auth/me').length).toBeGreaterThan(meBefore));
    await waitFor(() => expect(sentTo('POST /lto-public-api/withdraw_allowance').length).toBeGreaterThanOrEqual(2));
  });

  it("says สร้างรายการถอนไม่สำเร็จ with the server's reason", async () => {
    serverAccepts();
    answer('POST /lto-public-api/withdraw', fail(429, 'RATE_LIMITED', 'ถอนได้สูงสุด 15 ครั้งต่อวัน'));
    const user = await renderPanel();
    await user.type(amountBox(), '100');

    await user.click(submit());

    expect(await screen.findByText('สร้างรายการถอนไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByText('ถอนได้สูงสุด 15 ครั้งต่อวัน')).toBeInTheDocument();
    expect(amountBox()).toHaveValue('100');
  });

  it('cannot be sent by a member without a bank account', async () => {
    serverAccepts();
    answer('GET /cl-api/auth/member-bank', ok([]));
    await renderAsMember(<WithdrawPanel />);
    expect(await screen.findByText('ยังไม่มีบัญชีธนาคาร กรุณาติดต่อเจ้าหน้าที่')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });
});
