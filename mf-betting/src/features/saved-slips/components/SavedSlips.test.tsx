import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayRateItem, SavedSlip } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { cartLine, hanoiRates, lottoRoute, openRound, renderBetScreen, serveBetScreen } from '../../../testing/betFixtures';
import { serveNumbersPaid } from '../../../testing/numbersPaidFixtures';

useFakeApi();

const cartGroup = (type: string) => screen.getByRole('region', { name: type });
const numbersIn = (type: string) =>
  within(cartGroup(type))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')!.textContent);

/** The Lao lottery of these tests has no ท้าย 3 ตัว, and 2 ตัวบน at its own rate. */
const laoRates: PayRateItem[] = [
  { _id: 'lao:top_three', type: 'top_three', name: '3 ตัวบน', rate: 850, padSize: 3, chance: 0.001, rtp: 0.85 },
  { _id: 'lao:top_two', type: 'top_two', name: '2 ตัวบน', rate: 95, padSize: 2, chance: 0.01, rtp: 0.95 },
  { _id: 'lao:bottom_two', type: 'bottom_two', name: '2 ตัวล่าง', rate: 95, padSize: 2, chance: 0.01, rtp: 0.95 },
];
const laoRound = openRound({ round_id: '9', code: 'lao', name: 'หวยลาว' });

const saved = (overrides: Partial<SavedSlip>): SavedSlip => ({
  id: '1',
  name: 'ชุดประจำ',
  lines: [{ type: 'top_two', number: '47', amount: 10 }],
  createdAt: '2026-01-15T07:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  serveBetScreen();
  serveNumbersPaid(hanoiRates);
});

describe('saved slips', () => {
  it('บันทึกโพย saves the cart under a name, after the shared name rule, and shows the server refusal', async () => {
    const user = userEvent.setup();
    answer(lottoRoute('saved_slip_save'), () => ok({ id: '12' }));
    await renderBetScreen(openRound(), [cartLine('top_two', '47', 90, '10'), cartLine('bottom_two', '47', 90, '5.5')]);
    await user.click(await screen.findByRole('button', { name: 'บันทึกโพย' }));
    const dialog = screen.getByRole('dialog', { name: 'บันทึกโพย' });
    await user.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('กรุณาตั้งชื่อโพย');
    expect(sentTo(lottoRoute('saved_slip_save'))).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'ชื่อโพย' }), '  ชุดประจำ ');
    await user.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('บันทึกโพยสำเร็จ')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'บันทึกโพย' })).not.toBeInTheDocument();
    expect(sentTo(lottoRoute('saved_slip_save')).map((call) => call.body)).toEqual([
      {
        name: 'ชุดประจำ',
        lines: [
          { type: 'top_two', number: '47', amount: 10 },
          { type: 'bottom_two', number: '47', amount: 5.5 },
        ],
      },
    ]);

    answer(lottoRoute('saved_slip_save'), () => fail(409, 'CONFLICT', 'บันทึกโพยได้ไม่เกิน 50 โพย กรุณาลบโพยเก่าก่อน'));
    await user.click(screen.getByRole('button', { name: 'บันทึกโพย' }));
    const again = screen.getByRole('dialog', { name: 'บันทึกโพย' });
    await user.type(within(again).getByRole('textbox', { name: 'ชื่อโพย' }), 'อีกชุด');
    await user.click(within(again).getByRole('button', { name: 'ตกลง' }));
    expect(await within(again).findByRole('alert')).toHaveTextContent('บันทึกโพยได้ไม่เกิน 50 โพย กรุณาลบโพยเก่าก่อน');
  });

  it('บันทึกโพย is off while the cart is empty', async () => {
    await renderBetScreen();
    expect(await screen.findByRole('button', { name: 'บันทึกโพย' })).toBeDisabled();
  });

  it('โพยที่บันทึก loads a slip into another lottery’s round at its rates and names the line of a type it lacks', async () => {
    const user = userEvent.setup();
    answer(lottoRoute('bet_running'), () => ok({ single: [laoRound], stock: [] }));
    answer(lottoRoute('pay_rate'), () => ok(laoRates));
    serveNumbersPaid(laoRates);
    answer(
      lottoRoute('saved_slip_list'),
      ok([
        saved({
          id: '3',
          name: 'ชุดฮานอย',
          lines: [
            { type: 'top_three', number: '123', amount: 10 },
            { type: 'last_three', number: '456', amount: 5 },
            { type: 'top_two', number: '47', amount: 20 },
          ],
        }),
      ]),
    );
    await renderBetScreen(laoRound);
    await user.click(await screen.findByRole('button', { name: 'โพยที่บันทึก' }));
    const item = await screen.findByRole('listitem', { name: 'ชุดฮานอย' });
    expect(item).toHaveTextContent('3 รายการ');
    await user.click(within(item).getByRole('button', { name: 'ใส่ในโพย' }));

    expect(await screen.findByText('หวยนี้ไม่รับแทงประเภทของ 1 รายการ จึงไม่ได้ใส่ในโพย: 456 (ท้าย 3 ตัว)')).toBeInTheDocument();
    expect(await screen.findByText('ใส่ 2 รายการลงในโพยแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'โพยที่บันทึก' })).not.toBeInTheDocument();
    expect(numbersIn('3 ตัวบน')).toEqual(['123']);
    expect(numbersIn('2 ตัวบน')).toEqual(['47']);
    expect(within(cartGroup('2 ตัวบน')).getByRole('textbox', { name: 'จำนวนเงิน 47' })).toHaveValue('20');
    expect(cartGroup('2 ตัวบน')).toHaveTextContent('95');
    expect(sentTo(lottoRoute('numbers_paid')).map((call) => call.body)).toEqual([
      {
        round_id: '9',
        items: [
          { type: 'top_three', number: '123', amount: 10 },
          { type: 'top_two', number: '47', amount: 20 },
        ],
      },
    ]);
  });

  it('renames and deletes a saved slip, the delete after ตกลง', async () => {
    const user = userEvent.setup();
    let slips = [saved({ id: '1', name: 'ชุดประจำ' }), saved({ id: '2', name: 'ชุดวันหวย' })];
    answer(lottoRoute('saved_slip_list'), () => ok(slips));
    answer(lottoRoute('saved_slip_rename'), ({ body }) => {
      const { id, name } = body as { id: string; name: string };
      slips = slips.map((slip) => (slip.id === id ? { ...slip, name } : slip));
      return ok(null);
    });
    answer(lottoRoute('saved_slip_delete'), ({ body }) => {
      slips = slips.filter((slip) => slip.id !== (body as { id: string }).id);
      return ok(null);
    });
    await renderBetScreen();
    await user.click(await screen.findByRole('button', { name: 'โพยที่บันทึก' }));

    await user.click(within(await screen.findByRole('listitem', { name: 'ชุดประจำ' })).getByRole('button', { name: 'เปลี่ยนชื่อ' }));
    const name = within(screen.getByRole('dialog', { name: 'เปลี่ยนชื่อโพย' })).getByRole('textbox', { name: 'ชื่อโพย' });
    expect(name).toHaveValue('ชุดประจำ');
    await user.clear(name);
    await user.type(name, 'ชุดใหม่');
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('เปลี่ยนชื่อโพยสำเร็จ')).toBeInTheDocument();
    expect(sentTo(lottoRoute('saved_slip_rename')).map((call) => call.body)).toEqual([{ id: '1', name: 'ชุดใหม่' }]);
    expect(await screen.findByRole('listitem', { name: 'ชุดใหม่' })).toBeInTheDocument();

    await user.click(within(screen.getByRole('listitem', { name: 'ชุดวันหวย' })).getByRole('button', { name: 'ลบ' }));
    const confirm = screen.getByRole('alertdialog', { name: 'ลบ' });
    expect(confirm).toHaveTextContent('ลบโพย "ชุดวันหวย" หรือไม่');
    await user.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
    expect(sentTo(lottoRoute('saved_slip_delete'))).toHaveLength(0);

    await user.click(within(await screen.findByRole('listitem', { name: 'ชุดวันหวย' })).getByRole('button', { name: 'ลบ' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'ลบ' })).getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('ลบโพยสำเร็จ')).toBeInTheDocument();
    expect(sentTo(lottoRoute('saved_slip_delete')).map((call) => call.body)).toEqual([{ id: '2' }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'ชุดวันหวย' })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'ชุดใหม่' })).toBeInTheDocument();
  });
});
