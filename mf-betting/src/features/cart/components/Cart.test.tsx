import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { answerNumbersPaid, cartLine, lottoRoute, meRoute, renderBetScreen, serveBetScreen } from '../../../testing/betFixtures';
import { CART_STORAGE_KEY, loadStoredCart } from '../../../lib/cart/cartSlice';

useFakeApi();

const cart = () => screen.getByRole('region', { name: 'รายการแทง' });
const setAll = () => screen.getByRole('group', { name: 'ใส่ราคาทั้งหมด' });
const send = () => screen.getByRole('button', { name: 'ส่งโพย' });
const total = () => screen.getByTestId('cart-total');
const remaining = () => screen.getByTestId('cart-remaining');
const amountOf = (type: string, number: string) =>
  within(screen.getByRole('region', { name: type })).getByRole('textbox', { name: `จำนวนเงิน ${number}` });
const placed = { slip_id: '31', createdAt: '2026-01-16T07:59:12.345Z', total: 30, credit: 970 };

const threeLines = [cartLine('top_two', '12', 90), cartLine('top_two', '21', 90), cartLine('bottom_two', '12', 90)];

beforeEach(() => {
  serveBetScreen({ credit: 1000 });
});

describe('cart', () => {
  it('sets every amount from a quick button or free entry; the summary shows the total and the remaining credit', async () => {
    const user = userEvent.setup();
    await renderBetScreen(undefined, threeLines);
    await waitFor(() => expect(remaining()).toHaveTextContent('997.00'), { timeout: 5000 });
    expect(total()).toHaveTextContent('3.00');
    await user.click(within(setAll()).getByRole('button', { name: '10' }));
    expect(amountOf('2 ตัวบน', '21')).toHaveValue('10');
    expect(total()).toHaveTextContent('30.00');
    expect(remaining()).toHaveTextContent('970.00');
    await user.type(within(setAll()).getByRole('textbox', { name: 'ราคาทั้งหมด' }), '2.5');
    await user.click(within(setAll()).getByRole('button', { name: 'ใส่ราคา' }));
    expect(amountOf('2 ตัวล่าง', '12')).toHaveValue('2.5');
    expect(total()).toHaveTextContent('7.50');
    await user.clear(amountOf('2 ตัวบน', '12'));
    await user.type(amountOf('2 ตัวบน', '12'), '100');
    expect(total()).toHaveTextContent('105.00');
  });

  it('disables ส่งโพย at total 0, with an unreadable amount, and above the credit', async () => {
    const user = userEvent.setup();
    serveBetScreen({ credit: 50 });
    await renderBetScreen(undefined, [cartLine('top_two', '12', 90)]);
    await waitFor(() => expect(remaining()).toHaveTextContent('49.00'), { timeout: 5000 });
    expect(send()).toBeEnabled();
    await user.clear(amountOf('2 ตัวบน', '12'));
    expect(total()).toHaveTextContent('0.00');
    expect(send()).toBeDisabled();
    await user.type(amountOf('2 ตัวบน', '12'), 'abc');
    expect(amountOf('2 ตัวบน', '12')).toHaveAttribute('aria-invalid', 'true');
    expect(send()).toBeDisabled();
    await user.clear(amountOf('2 ตัวบน', '12'));
    await user.type(amountOf('2 ตัวบน', '12'), '51');
    expect(send()).toBeDisabled();
    expect(within(cart()).getByRole('alert')).toHaveTextContent('เครดิตไม่เพียงพอ');
    await user.click(within(cart()).getByRole('button', { name: 'ลบ 12' }));
    expect(within(cart()).getByText('ยังไม่มีเลขในโพย')).toBeInTheDocument();
    expect(send()).toBeDisabled();
  });

  it('keeps the cart in localStorage, by round, so a reload has it', async () => {
    const user = userEvent.setup();
    await renderBetScreen(undefined, [cartLine('top_two', '12', 90)]);
    await user.click(within(await screen.findByRole('group', { name: 'ใส่ราคาทั้งหมด' })).getByRole('button', { name: '20' }));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({ rounds: { '7': [cartLine('top_two', '12', 90, '20')] } });
    expect(loadStoredCart()).toEqual({ rounds: { '7': [cartLine('top_two', '12', 90, '20')] } });
    localStorage.setItem(CART_STORAGE_KEY, '{broken');
    expect(loadStoredCart()).toEqual({ rounds: {} });
  });
});

describe('confirmation and sending', () => {
  async function openReview(user: ReturnType<typeof userEvent.setup>) {
    await user.click(within(await screen.findByRole('group', { name: 'ใส่ราคาทั้งหมด' })).getByRole('button', { name: '10' }));
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    return screen.getByRole('dialog', { name: 'ตรวจสอบโพย' });
  }

  it('lists per type number, stake, multiplier and prize, the type totals, the grand total and remaining credit', async () => {
    const user = userEvent.setup();
    await renderBetScreen(undefined, [...threeLines, cartLine('top_one', '5', 3.2)]);
    const modal = await openReview(user);
    const rows = (caption: string) =>
      within(within(modal).getByRole('table', { name: caption }))
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows('2 ตัวบน')).toEqual([
      ['เลข', 'เดิมพัน', 'อัตราจ่าย', 'เงินรางวัล'],
      ['12', '10.00', '90', '900.00'],
      ['21', '10.00', '90', '900.00'],
      ['รวม', '20.00', '', '1,800.00'],
    ]);
    expect(rows('วิ่งบน')).toEqual([
      ['เลข', 'เดิมพัน', 'อัตราจ่าย', 'เงินรางวัล'],
      ['5', '10.00', '3.2', '32.00'],
      ['รวม', '10.00', '', '32.00'],
    ]);
    expect(within(modal).getByTestId('confirm-total')).toHaveTextContent('40.00');
    expect(within(modal).getByTestId('confirm-remaining')).toHaveTextContent('960.00');
    await user.click(within(modal).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows and sends each number's stake-band rate: the slip is priced at its stakes when the modal opens", async () => {
    const user = userEvent.setup();
    // A stake band: 1-50 baht pay 90, more pays 70.
    answerNumbersPaid(({ amount }) => ({
      rate: amount !== undefined && amount > 50 ? 70 : 90,
      status: 'open',
      remaining: null,
      cap: null,
    }));
    answer(lottoRoute('place_bet'), () => ok(placed));
    await renderBetScreen(undefined, [cartLine('top_two', '12', 90, '100'), cartLine('top_two', '21', 90, '10')]);
    await waitFor(() => expect(send()).toBeEnabled());
    await user.click(send());
    const modal = screen.getByRole('dialog', { name: 'ตรวจสอบโพย' });
    const table = within(modal).getByRole('table', { name: '2 ตัวบน' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^12100\.0070/));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('7,000.00');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('2110.0090900.00');
    expect(sentTo(lottoRoute('numbers_paid')).at(-1)!.body).toEqual({
      round_id: '7',
      items: [
        { type: 'top_two', number: '12', amount: 100 },
        { type: 'top_two', number: '21', amount: 10 },
      ],
    });
    await user.click(within(modal).getByRole('button', { name: 'ยืนยัน' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'ยืนยันทำรายการ' })).getByRole('button', { name: 'ตกลง' }));
    await screen.findByRole('heading', { name: 'slips page' });
    expect(sentTo(lottoRoute('place_bet'))[0]!.body).toMatchObject({
      place_bet: [
        expect.objectContaining({ number: '12', amount: 100, rate: 70 }),
        expect.objectContaining({ number: '21', amount: 10, rate: 90 }),
      ],
    });
  });

  it('asks twice, sends the slip with an Idempotency-Key, empties the cart and goes to the slips page', async () => {
    const user = userEvent.setup();
    answer(lottoRoute('place_bet'), () => ok(placed));
    const { store } = await renderBetScreen(undefined, threeLines);
    const modal = await openReview(user);
    await user.click(within(modal).getByRole('button', { name: 'ยืนยัน' }));
    const dialog = screen.getByRole('alertdialog', { name: 'ยืนยันทำรายการ' });
    expect(dialog).toHaveTextContent('ต้องการส่งรายการใช่หรือไม่?');
    await user.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByRole('heading', { name: 'slips page' })).toBeInTheDocument();
    expect(await screen.findByText('เดิมพันสำเร็จ')).toBeInTheDocument();
    const [call] = sentTo(lottoRoute('place_bet'));
    expect(call!.body).toEqual({
      round_id: '7',
      place_bet: [
        { amount: 10, rate: 90, round_id: '7', type: 'top_two', number: '12' },
        { amount: 10, rate: 90, round_id: '7', type: 'top_two', number: '21' },
        { amount: 10, rate: 90, round_id: '7', type: 'bottom_two', number: '12' },
      ],
    });
    expect(call!.headers['idempotency-key']).toMatch(/.{16,}/);
    expect(store.getState().cart?.rounds['7']).toBeUndefined();
    // The credit in the header is refreshed: 'Me' was asked for again after the bet.
    await waitFor(() => expect(sentTo(meRoute).length).toBeGreaterThanOrEqual(2));
  });

  it('on a refusal closes the modal and says เกิดข้อผิดพลาดในการเดิมพัน with the reason; the cart stays', async () => {
    const user = userEvent.setup();
    answer(lottoRoute('place_bet'), () => fail(409, 'ROUND_CLOSED', 'งวดนี้ปิดรับแทงแล้ว'));
    const { store } = await renderBetScreen(undefined, threeLines);
    await user.click(within(await openReview(user)).getByRole('button', { name: 'ยืนยัน' }));
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('เกิดข้อผิดพลาดในการเดิมพัน: งวดนี้ปิดรับแทงแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().cart?.rounds['7']).toHaveLength(3);
  });

  it('on RATE_CHANGED takes the new rates, marks the changed lines and asks again, with a new key for the new slip', async () => {
    const user = userEvent.setup();
    // The server's prices change with it: the modal asks numbers_paid again when it reopens.
    let ratesChanged = false;
    answerNumbersPaid(({ type, number }) =>
      ratesChanged && type === 'top_two' && number === '21'
        ? { rate: 70, status: 'limited', remaining: null, cap: null }
        : { rate: 90, status: 'open', remaining: null, cap: null },
    );
    answer(lottoRoute('place_bet'), () => {
      ratesChanged = true;
      return fail(409, 'RATE_CHANGED', 'อัตราจ่ายมีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง', [
        { type: 'top_two', number: '12', rate: 90, status: 'open' },
        { type: 'top_two', number: '21', rate: 70, status: 'limited' },
        { type: 'bottom_two', number: '12', rate: 90, status: 'open' },
      ]);
    });
    await renderBetScreen(undefined, threeLines);
    await user.click(within(await openReview(user)).getByRole('button', { name: 'ยืนยัน' }));
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    const again = await screen.findByRole('dialog', { name: 'ตรวจสอบโพย' });
    expect(await screen.findByText('อัตราจ่ายมีการเปลี่ยนแปลง กรุณาตรวจสอบอีกครั้ง')).toBeInTheDocument();
    const changed = within(within(again).getByRole('table', { name: '2 ตัวบน' }))
      .getByRole('cell', { name: '21' })
      .closest('tr')!;
    expect(changed).toHaveAttribute('data-changed', 'true');
    expect(changed).toHaveTextContent('70อัตราจ่ายเปลี่ยน');
    expect(changed).toHaveTextContent('700.00');
    expect(within(cart()).getAllByText('อัตราจ่ายเปลี่ยน')).toHaveLength(1);

    answer(lottoRoute('place_bet'), () => ok(placed));
    await user.click(within(again).getByRole('button', { name: 'ยืนยัน' }));
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByRole('heading', { name: 'slips page' })).toBeInTheDocument();
    const [first, second] = sentTo(lottoRoute('place_bet'));
    expect((second!.body as { place_bet: { rate: number }[] }).place_bet.map((line) => line.rate)).toEqual([90, 70, 90]);
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('retries the same slip after a network error with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    answer(lottoRoute('place_bet'), () => {
      attempts += 1;
      if (attempts === 1) return { networkError: true };
      return ok(placed);
    });
    await renderBetScreen(undefined, threeLines);
    await user.click(within(await openReview(user)).getByRole('button', { name: 'ยืนยัน' }));
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('เกิดข้อผิดพลาดในการเดิมพัน: ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้')).toBeInTheDocument();
    await user.click(send());
    await user.click(within(screen.getByRole('dialog', { name: 'ตรวจสอบโพย' })).getByRole('button', { name: 'ยืนยัน' }));
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByRole('heading', { name: 'slips page' })).toBeInTheDocument();
    const [first, second] = sentTo(lottoRoute('place_bet'));
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });
});
