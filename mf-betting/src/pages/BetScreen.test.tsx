import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, ok, sampleSiteConfig, sentTo, useFakeApi } from '@lotto/shared/testing';
import {
  answerNumbersPaid,
  cartLine,
  lottoRoute,
  openRound,
  playLimits,
  playLimitsRoute,
  renderBetScreen,
  serveBetScreen,
} from '../testing/betFixtures';

useFakeApi();

const typeButton = (name: string) =>
  within(screen.getByRole('group', { name: 'ประเภทการแทง' })).getByRole('button', { name: new RegExp(`^${name} `) });
const modeButton = (name: string) => within(screen.getByRole('group', { name: 'รูปแบบการแทง' })).getByRole('button', { name });
const cartGroup = (type: string) => screen.getByRole('region', { name: type });
const numbersIn = (type: string) =>
  within(cartGroup(type))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')!.textContent);
const add = () => screen.getByRole('button', { name: 'เพิ่มเลข' });

async function typeNumber(user: ReturnType<typeof userEvent.setup>, digits: string) {
  const pad = screen.getByRole('group', { name: 'ใส่เลข' });
  for (const digit of digits) await user.click(within(pad).getByRole('button', { name: digit }));
}

beforeEach(() => {
  serveBetScreen();
});

describe('bet screen: types and modes', () => {
  it('shows each offered type with its rate, combines one group, deselects, and replaces across groups', async () => {
    const user = userEvent.setup();
    await renderBetScreen();
    expect(await screen.findByRole('heading', { name: 'หวยฮานอย' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '2 ตัวบน 90' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'วิ่งบน 3.2' })).toBeInTheDocument();

    await user.click(typeButton('2 ตัวบน'));
    await user.click(typeButton('2 ตัวล่าง'));
    expect(typeButton('2 ตัวบน')).toHaveAttribute('aria-pressed', 'true');
    expect(typeButton('2 ตัวล่าง')).toHaveAttribute('aria-pressed', 'true');

    await user.click(typeButton('2 ตัวบน'));
    expect(typeButton('2 ตัวบน')).toHaveAttribute('aria-pressed', 'false');
    expect(typeButton('2 ตัวล่าง')).toHaveAttribute('aria-pressed', 'true');

    await user.click(typeButton('3 ตัวบน'));
    expect(typeButton('3 ตัวบน')).toHaveAttribute('aria-pressed', 'true');
    expect(typeButton('2 ตัวล่าง')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('textbox', { name: /^หลักที่/ })).toHaveLength(3);
  });

  it("shows the true odds of pay_rate under each type's rate, as the button's description; its name stays type and rate", async () => {
    await renderBetScreen();
    const types = await screen.findByRole('group', { name: 'ประเภทการแทง' });
    await within(types).findByRole('button', { name: '3 ตัวบน 900' });
    expect(within(types).getByRole('button', { name: '3 ตัวบน 900' })).toHaveAccessibleDescription('โอกาส 1 ใน 1,000 · คืนผู้เล่น 90%');
    expect(within(types).getByRole('button', { name: 'วิ่งบน 3.2' })).toHaveAccessibleDescription('โอกาส 271 ใน 1,000 · คืนผู้เล่น 86.7%');
    expect(within(types).getByRole('button', { name: 'หน้า 3 ตัว 450' })).toHaveAccessibleDescription(
      'โอกาส 1,999 ใน 1,000,000 · คืนผู้เล่น 89.9%',
    );
    expect(within(types).getByRole('button', { name: '4 ตัวโต๊ด 200' })).toHaveTextContent('4 ตัวโต๊ด 200โอกาส 24 ใน 10,000 · คืนผู้เล่น 48%');
  });

  it('adds the number for each selected type of one group, each at the rate number_paid gave', async () => {
    const user = userEvent.setup();
    await renderBetScreen();
    await user.click(await screen.findByRole('button', { name: '2 ตัวบน 90' }));
    await user.click(typeButton('2 ตัวล่าง'));
    await typeNumber(user, '47');
    await user.click(add());
    await waitFor(() => expect(numbersIn('2 ตัวบน')).toEqual(['47']));
    expect(numbersIn('2 ตัวล่าง')).toEqual(['47']);
    expect(sentTo(lottoRoute('numbers_paid')).map((call) => call.body)).toEqual([
      {
        round_id: '7',
        items: [
          { type: 'top_two', number: '47' },
          { type: 'bottom_two', number: '47' },
        ],
      },
    ]);
    expect(within(cartGroup('2 ตัวบน')).getByRole('textbox', { name: 'จำนวนเงิน 47' })).toHaveValue('1');
    expect(within(cartGroup('2 ตัวบน')).getByRole('textbox', { name: 'จำนวนเงิน 47' })).toHaveAttribute('placeholder', 'ระบุจำนวนเงิน');
  });

  it.each([
    ['6 ประตู', '3 ตัวบน', '123', ['123', '132', '213', '231', '312', '321']],
    ['24 ประตู', '4 ตัวบน', '1123', ['1123', '1132', '1213', '1231', '1312', '1321', '2113', '2131', '2311', '3112', '3121', '3211']],
    [
      '19 ประตู',
      '2 ตัวบน',
      '5',
      ['05', '15', '25', '35', '45', '50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '65', '75', '85', '95'],
    ],
    ['รูดหน้า', '2 ตัวบน', '5', ['50', '51', '52', '53', '54', '55', '56', '57', '58', '59']],
    ['รูดหลัง', '2 ตัวบน', '5', ['05', '15', '25', '35', '45', '55', '65', '75', '85', '95']],
    ['กลับเลข', '2 ตัวบน', '12', ['12', '21']],
    ['กลับเลข', '3 ตัวบน', '123', ['123', '321']],
  ])('%s on %s with %s adds %j', async (mode, type, entry, expected) => {
    const user = userEvent.setup();
    await renderBetScreen();
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${type} `) }));
    await user.click(modeButton(mode));
    expect(modeButton(mode)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('textbox', { name: /^หลักที่/ })).toHaveLength(entry.length);
    await typeNumber(user, entry);
    await user.click(add());
    await waitFor(() => expect(numbersIn(type)).toHaveLength(expected.length));
    expect(numbersIn(type)).toEqual(expected);
  });

  it('enables each mode only for its types and turns a mode off that the new selection does not allow', async () => {
    const user = userEvent.setup();
    await renderBetScreen();
    const enabled = () =>
      within(screen.getByRole('group', { name: 'รูปแบบการแทง' }))
        .getAllByRole('button')
        .filter((button) => !(button as HTMLButtonElement).disabled)
        .map((button) => button.textContent);
    await user.click(await screen.findByRole('button', { name: '4 ตัวบน 5000' }));
    await user.click(typeButton('4 ตัวบน'));
    expect(enabled()).toEqual([]);
    await user.click(typeButton('4 ตัวบน'));
    expect(enabled()).toEqual(['24 ประตู']);
    await user.click(typeButton('3 ตัวโต๊ด'));
    expect(enabled()).toEqual(['6 ประตู', 'กลับเลข']);
    await user.click(typeButton('หน้า 3 ตัว'));
    expect(enabled()).toEqual([]);
    await user.click(typeButton('2 ตัวบน'));
    expect(enabled()).toEqual(['19 ประตู', 'รูดหน้า', 'รูดหลัง', 'กลับเลข']);
    await user.click(modeButton('19 ประตู'));
    await user.click(typeButton('วิ่งบน'));
    expect(modeButton('19 ประตู')).toBeDisabled();
    expect(modeButton('19 ประตู')).toHaveAttribute('aria-pressed', 'false');
  });

  it('toggles a mode off again, back to the type’s pad length', async () => {
    const user = userEvent.setup();
    await renderBetScreen();
    await user.click(await screen.findByRole('button', { name: '2 ตัวบน 90' }));
    await user.click(modeButton('รูดหน้า'));
    expect(screen.getAllByRole('textbox', { name: /^หลักที่/ })).toHaveLength(1);
    await user.click(modeButton('รูดหน้า'));
    expect(modeButton('รูดหน้า')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('textbox', { name: /^หลักที่/ })).toHaveLength(2);
  });
});

describe('bet screen: number pad', () => {
  it('enables เพิ่มเลข only at full length and not while pricing; ลบ removes a digit; boxes take digits only', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    answerNumbersPaid(
      () => ({ rate: 900, status: 'open', remaining: null, cap: null }),
      () => new Promise((resolve) => (release = resolve)),
    );
    await renderBetScreen();
    const threeTop = await screen.findByRole('button', { name: '3 ตัวบน 900' });
    expect(add()).toBeDisabled();
    await user.click(threeTop);
    await typeNumber(user, '12');
    expect(add()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'ลบ' }));
    expect(screen.getByRole('textbox', { name: 'หลักที่ 2' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'หลักที่ 2' }), 'x');
    expect(screen.getByRole('textbox', { name: 'หลักที่ 2' })).toHaveValue('');
    await typeNumber(user, '45');
    expect(screen.getAllByRole('textbox', { name: /^หลักที่/ }).map((box) => (box as HTMLInputElement).value)).toEqual(['1', '4', '5']);
    expect(add()).toBeEnabled();
    await user.click(add());
    expect(await screen.findByText('กำลังตรวจสอบอัตราจ่าย...')).toBeInTheDocument();
    await typeNumber(user, '999');
    expect(add()).toBeDisabled();
    release();
    await waitFor(() => expect(numbersIn('3 ตัวบน')).toEqual(['145']));
    expect(add()).toBeEnabled();
  });

  it('takes a physical keyboard: digits, Backspace and Enter', async () => {
    const user = userEvent.setup();
    await renderBetScreen();
    await user.click(await screen.findByRole('button', { name: '2 ตัวบน 90' }));
    await user.keyboard('1');
    await user.keyboard('9{Backspace}8{Enter}');
    await waitFor(() => expect(numbersIn('2 ตัวบน')).toEqual(['18']));
  });

  it('does not add a number twice for a type and says so; a limited number shows its rate; a closed one is refused', async () => {
    const user = userEvent.setup();
    answerNumbersPaid(({ number }) => {
      if (number === '21') return { rate: 45, status: 'limited', remaining: null, cap: null };
      if (number === '99') return { rate: 90, status: 'closed', remaining: null, cap: null };
      return { rate: 90, status: 'open', remaining: null, cap: null };
    });
    await renderBetScreen();
    await user.click(await screen.findByRole('button', { name: '2 ตัวบน 90' }));
    await typeNumber(user, '12');
    await user.click(add());
    await waitFor(() => expect(numbersIn('2 ตัวบน')).toEqual(['12']));
    await user.click(modeButton('กลับเลข'));
    await typeNumber(user, '12');
    await user.click(add());
    expect(await screen.findByText('เลข 12 (2 ตัวบน) มีในโพยแล้ว ไม่เพิ่มซ้ำ')).toBeInTheDocument();
    await waitFor(() => expect(numbersIn('2 ตัวบน')).toEqual(['12', '21']));
    const limited = within(cartGroup('2 ตัวบน')).getAllByRole('listitem')[1]!;
    expect(limited).toHaveTextContent('จ่าย 45');
    expect(limited).toHaveTextContent('เลขอั้น');
    await user.click(modeButton('กลับเลข'));
    await typeNumber(user, '99');
    await user.click(add());
    expect(await screen.findByText('เลข 99 ปิดรับแทงแล้ว')).toBeInTheDocument();
    expect(numbersIn('2 ตัวบน')).toEqual(['12', '21']);
    expect(sentTo(lottoRoute('numbers_paid'))).toHaveLength(3);
  });

  it('a closed round takes no numbers and says ปิดรับแทง', async () => {
    const round = openRound({ end_at: new Date(Date.now() + 1200).toISOString() });
    serveBetScreen({ round });
    const user = userEvent.setup();
    await renderBetScreen(round);
    await user.click(await screen.findByRole('button', { name: '2 ตัวบน 90' }));
    expect(await screen.findByText('ปิดรับแทง', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'ใส่เลข' })).getByRole('button', { name: '1' })).toBeDisabled();
  });
});

describe('bet screen: live terms', () => {
  it('prices a 6 ประตู expansion with ONE numbers_paid call of six items and adds six lines at their rates', async () => {
    const user = userEvent.setup();
    answerNumbersPaid(({ number }) =>
      number === '321'
        ? { rate: 450, status: 'limited', remaining: null, cap: null }
        : { rate: 900, status: 'open', remaining: null, cap: null },
    );
    await renderBetScreen();
    await user.click(await screen.findByRole('button', { name: '3 ตัวบน 900' }));
    await user.click(modeButton('6 ประตู'));
    await typeNumber(user, '123');
    await user.click(add());
    await waitFor(() => expect(numbersIn('3 ตัวบน')).toHaveLength(6));
    const calls = sentTo(lottoRoute('numbers_paid'));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      round_id: '7',
      items: ['123', '132', '213', '231', '312', '321'].map((number) => ({ type: 'top_three', number })),
    });
    expect(sentTo(lottoRoute('number_paid'))).toHaveLength(0);
    const rates = within(cartGroup('3 ตัวบน'))
      .getAllByRole('listitem')
      .map((item) => [item.querySelector('strong')!.textContent, /จ่าย (\d+)/.exec(item.textContent ?? '')![1]]);
    expect(rates).toEqual([
      ['123', '900'],
      ['132', '900'],
      ['213', '900'],
      ['231', '900'],
      ['312', '900'],
      ['321', '450'],
    ]);
    expect(within(cartGroup('3 ตัวบน')).getAllByRole('listitem')[5]).toHaveTextContent('เลขอั้น');
    const padTerms = screen.getByRole('list', { name: 'อัตราจ่ายของเลขที่เพิ่งใส่' });
    expect(within(padTerms).getAllByRole('listitem')).toHaveLength(6);
    expect(within(padTerms).getAllByRole('listitem')[5]).toHaveTextContent('3213 ตัวบน จ่าย 450เลขอั้น');
  });

  it('shows รับได้อีก 1,250.00 beside a number near its cap, in the cart and on the pad, and not beside one far from it', async () => {
    const user = userEvent.setup();
    answerNumbersPaid(({ number }) => ({ rate: 90, status: 'open', remaining: number === '47' ? 1250 : 9000, cap: 10_000 }));
    await renderBetScreen();
    await user.click(await screen.findByRole('button', { name: '2 ตัวบน 90' }));
    await user.click(modeButton('กลับเลข'));
    await typeNumber(user, '47');
    await user.click(add());
    await waitFor(() => expect(numbersIn('2 ตัวบน')).toEqual(['47', '74']));
    const [near, far] = within(cartGroup('2 ตัวบน')).getAllByRole('listitem');
    expect(near).toHaveTextContent('จ่าย 90รับได้อีก 1,250.00');
    expect(far).not.toHaveTextContent('รับได้อีก');
    const padTerms = screen.getByRole('list', { name: 'อัตราจ่ายของเลขที่เพิ่งใส่' });
    expect(within(padTerms).getByText('รับได้อีก 1,250.00')).toBeInTheDocument();
    expect(within(padTerms).queryByText('รับได้อีก 9,000.00')).not.toBeInTheDocument();
  });

  it('shows รับได้อีก beside a number far from its cap once the stake typed for it is more than it can take', async () => {
    const user = userEvent.setup();
    answerNumbersPaid(() => ({ rate: 90, status: 'open', remaining: 9000, cap: 10_000 }));
    await renderBetScreen(undefined, [cartLine('top_two', '12', 90, '9000')]);
    const line = () => within(cartGroup('2 ตัวบน')).getByRole('listitem');
    await waitFor(() => expect(sentTo(lottoRoute('numbers_paid'))).toHaveLength(1));
    expect(line()).not.toHaveTextContent('รับได้อีก');
    await user.type(screen.getByRole('textbox', { name: 'จำนวนเงิน 12' }), '.01');
    expect(line()).toHaveTextContent('รับได้อีก 9,000.00');
  });

  it('does not add closed numbers and names them all in one message', async () => {
    const user = userEvent.setup();
    answerNumbersPaid(({ number }) =>
      number === '50' || number === '55'
        ? { rate: 90, status: 'closed', remaining: null, cap: null }
        : { rate: 90, status: 'open', remaining: null, cap: null },
    );
    await renderBetScreen();
    await user.click(await screen.findByRole('button', { name: '2 ตัวบน 90' }));
    await user.click(modeButton('รูดหน้า'));
    await typeNumber(user, '5');
    await user.click(add());
    expect(await screen.findByText('เลข 50, 55 ปิดรับแทงแล้ว')).toBeInTheDocument();
    await waitFor(() => expect(numbersIn('2 ตัวบน')).toEqual(['51', '52', '53', '54', '56', '57', '58', '59']));
    expect(screen.queryAllByText(/ปิดรับแทงแล้ว/)).toHaveLength(1);
  });

  it('asks for the terms again once a stake is typed on a line, at the new stake; adding a number asks only for that number', async () => {
    const user = userEvent.setup();
    answerNumbersPaid(({ amount }) =>
      (amount ?? 1) >= 500
        ? { rate: 80, status: 'open', remaining: null, cap: null }
        : { rate: 90, status: 'open', remaining: null, cap: null },
    );
    await renderBetScreen();
    await user.click(await screen.findByRole('button', { name: '2 ตัวบน 90' }));
    await typeNumber(user, '12');
    await user.click(add());
    await waitFor(() => expect(numbersIn('2 ตัวบน')).toEqual(['12']));
    const stake = within(cartGroup('2 ตัวบน')).getByRole('textbox', { name: 'จำนวนเงิน 12' });
    await user.clear(stake);
    await user.type(stake, '500');
    await waitFor(() => expect(within(cartGroup('2 ตัวบน')).getByRole('listitem')).toHaveTextContent('จ่าย 80'), { timeout: 5000 });
    expect(sentTo(lottoRoute('numbers_paid')).map((call) => call.body)).toEqual([
      { round_id: '7', items: [{ type: 'top_two', number: '12' }] },
      { round_id: '7', items: [{ type: 'top_two', number: '12', amount: 500 }] },
    ]);
  });

  it('takes the new terms of the cart when they are asked again: a number capped or closed since it was added', async () => {
    answerNumbersPaid(({ number }) =>
      number === '12'
        ? { rate: 90, status: 'open', remaining: 1250, cap: 10_000 }
        : { rate: 90, status: 'closed', remaining: null, cap: null },
    );
    await renderBetScreen(undefined, [cartLine('top_two', '12', 90), cartLine('top_two', '21', 90)]);
    const [capped, closed] = await waitFor(() => {
      const items = within(cartGroup('2 ตัวบน')).getAllByRole('listitem');
      expect(items[0]).toHaveTextContent('รับได้อีก 1,250.00');
      return items;
    });
    expect(capped).toHaveTextContent('จ่าย 90');
    expect(closed).toHaveTextContent('ปิดรับแทง');
    expect(closed).not.toHaveTextContent('จ่าย 90');
    // Each line is priced at its stake: a stake band's rate follows it (docs/lottery-rules.md#stake-bands).
    expect(sentTo(lottoRoute('numbers_paid')).map((call) => call.body)).toEqual([
      {
        round_id: '7',
        items: [
          { type: 'top_two', number: '12', amount: 1 },
          { type: 'top_two', number: '21', amount: 1 },
        ],
      },
    ]);
    expect(screen.getByRole('button', { name: 'ส่งโพย' })).toBeDisabled();
  });
});

describe('bet screen: a round not yet open', () => {
  it('says ยังไม่เปิดรับแทง with its opening time instead of offering a pad', async () => {
    const round = openRound({ start_at: '2036-03-01T01:30:00.000Z', end_at: '2036-03-16T08:00:00.000Z' });
    serveBetScreen({ round });
    await renderBetScreen(round);
    expect(await screen.findByText('ยังไม่เปิดรับแทง เปิดรับ 2036-03-01 08:30:00')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('banner')).toHaveTextContent('เปิดรับ 2036-03-01 08:30:00');
    expect(screen.queryByRole('group', { name: 'ใส่เลข' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'เพิ่มเลข' })).not.toBeInTheDocument();
    expect(sentTo(lottoRoute('numbers_paid'))).toHaveLength(0);
  });
});

describe('bet screen: the member on a break', () => {
  it('says at once, before any input, until when the self-exclusion lasts, and takes no entry', async () => {
    answer(playLimitsRoute, () =>
      ok(playLimits({ excluded_until: '2099-01-02T03:04:05.000Z', timeout_until: '2098-05-01T00:00:00.000Z' })),
    );
    await renderBetScreen(openRound(), [cartLine('top_two', '12', 90, '10')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('คุณระงับการเล่นตนเองอยู่ถึง 02/01/2099 10:04:05 ระหว่างนี้ฝากเงินและแทงหวยไม่ได้');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'ควบคุมการเล่น' })).toHaveAttribute(
      'href',
      '/transfer?type=protection',
    );
    expect(await screen.findByRole('button', { name: '2 ตัวบน 90' })).toBeDisabled();
    expect(within(screen.getByRole('group', { name: 'ใส่เลข' })).getByRole('button', { name: '1' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'ราคาทั้งหมด' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'จำนวนเงิน 12' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ส่งโพย' })).toBeDisabled();
    expect(screen.queryByText('เลือกประเภทการแทงก่อนใส่เลข')).not.toBeInTheDocument();
  });

  it('names a time-out that ends after the self-exclusion', async () => {
    answer(playLimitsRoute, () =>
      ok(playLimits({ timeout_until: '2099-03-04T17:30:00.000Z', excluded_until: '2099-01-01T00:00:00.000Z' })),
    );
    await renderBetScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('คุณพักการเล่นอยู่ถึง 05/03/2099 00:30:00 ระหว่างนี้ฝากเงินและแทงหวยไม่ได้');
  });

  it('offers the pad as usual once a break has ended', async () => {
    answer(playLimitsRoute, () => ok(playLimits({ timeout_until: '2001-01-01T00:00:00.000Z' })));
    await renderBetScreen();
    expect(await screen.findByRole('button', { name: '2 ตัวบน 90' })).toBeEnabled();
    await waitFor(() => expect(sentTo(playLimitsRoute)).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('bet screen: a maintenance window', () => {
  const closing = (lottery: string | null) => ({
    ...sampleSiteConfig,
    maintenance: [{ id: 1, module: 'bet' as const, lottery, from: null, until: null, message: 'งดรับแทงชั่วคราว' }],
  });

  it.each([
    ['on this lottery', 'hanoi', 'แทงหวย หวยฮานอย ปิดปรับปรุงงดรับแทงชั่วคราวจนกว่าจะแจ้งให้ทราบ'],
    ['on every lottery', null, 'แทงหวย ปิดปรับปรุงงดรับแทงชั่วคราวจนกว่าจะแจ้งให้ทราบ'],
  ])('%s says so, closes the pad and sends nothing', async (_case, lottery, notice) => {
    serveBetScreen();
    await renderBetScreen(openRound(), [cartLine('top_two', '12', 90, '10')], closing(lottery));
    expect((await screen.findByText(/ปิดปรับปรุง$/)).closest('[role="status"]')).toHaveTextContent(notice);
    expect(await screen.findByRole('button', { name: '2 ตัวบน 90' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ส่งโพย' })).toBeDisabled();
  });

  it('on another lottery leaves the pad open', async () => {
    serveBetScreen();
    await renderBetScreen(openRound(), [], closing('lao'));
    expect(await screen.findByRole('button', { name: '2 ตัวบน 90' })).toBeEnabled();
    expect(screen.queryByText(/ปิดปรับปรุง$/)).not.toBeInTheDocument();
  });
});
