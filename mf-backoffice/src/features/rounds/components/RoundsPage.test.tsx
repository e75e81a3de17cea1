import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffRound } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import { government, hanoi, lao, sampleLotteries, sampleRound, yeekee } from '../../../testing/sampleLotteries';
import RoundsPage from './RoundsPage';

useFakeApi();

const paged = (rounds: StaffRound[]) => ok({ data: rounds, limit: 25, paging: { page: 1, pages: 1 }, total: rounds.length });

const hanoiClosed = sampleRound(hanoi, { id: 11, totals: { lines: 10, winning_lines: 0, stake: 500, prize: 0 } });
const governmentSettled = sampleRound(government, {
  id: 12,
  round_date: '2026-11-16',
  state: 'settled',
  settlement_version: 1,
  result: { first_prize: '987123', '3front': ['111', '222'], '3back': ['333', '444'], '2bottom': '45' },
  totals: { lines: 4, winning_lines: 1, stake: 40, prize: 900 },
});
const laoClosed = sampleRound(lao, { id: 13 });
const hanoiOpen = sampleRound(hanoi, {
  id: 14,
  state: 'open',
  round_date: '2026-11-24',
  close_at: '2026-11-24T11:00:00.000Z',
  draw_at: '2026-11-24T11:30:00.000Z',
});
const yeekeeDrawn = sampleRound(yeekee, {
  id: 15,
  slot: '2026-11-23#41',
  state: 'settled',
  settlement_version: 1,
  result: { '3top': '581', '2top': '81', '2bottom': '07' },
  yeekee_seed_hash: 'a'.repeat(64),
  yeekee_seed: 'seed-of-round-15',
});

function serverHas(rounds: StaffRound[]) {
  answer('GET /admin-api/lotteries', ok(sampleLotteries));
  answer('GET /admin-api/rounds', paged(rounds));
}

async function renderPage(role: 'staff' | 'admin' = 'staff') {
  const user = userEvent.setup({ delay: null });
  await renderAsStaff(<RoundsPage />, { route: '/backoffice/rounds?date=2026-11-23', role });
  await screen.findByRole('table', { name: 'รายการงวด' });
  return user;
}

const row = (name: string) => screen.getByRole('row', { name });

const governmentStaged = sampleRound(government, {
  id: 17,
  round_date: '2026-05-02',
  staged_result: {
    state: 'staged',
    result: { first_prize: '536077', '3front': ['267', '318'], '3back': ['065', '153'], '2bottom': '43' },
    sources: [
      {
        url: 'https://www.glo.or.th/api/lottery/getLatestLottery',
        format: 'glo',
        result: { first_prize: '536077', '3front': ['267', '318'], '3back': ['065', '153'], '2bottom': '43' },
        failure: null,
        draw_date: '2026-05-02',
        fetched_at: '2026-05-02T09:05:00.000Z',
      },
    ],
    fetched_at: '2026-05-02T09:05:00.000Z',
    attempts: 1,
    confirmable: true,
  },
});

describe('RoundsPage', () => {
  it('shows a staged result with its source beside the round, and ยืนยันผล settles it after ตกลง', async () => {
    serverHas([governmentStaged]);
    answer(
      'POST /admin-api/rounds/17/result/confirm',
      ok({
        round_id: 17,
        settlement_version: 1,
        lines: 11,
        winning_lines: 9,
        winners: 1,
        prize: 25_741.93,
        corrected: false,
        reversed_prize: 0,
        debts: 0,
      }),
    );
    const user = await renderPage();
    const staged = within(row('หวยรัฐบาลไทย งวด 2026-05-02')).getByLabelText('ผลที่ดึงมา');
    expect(staged).toHaveTextContent('ผลที่ดึงมา รอยืนยันผล');
    expect(staged).toHaveTextContent('รางวัลที่ 1 536077 · หน้า 3 ตัว 267, 318 · ท้าย 3 ตัว 065, 153 · 2 ตัวล่าง 43');
    expect(staged).toHaveTextContent('จาก www.glo.or.th (สำนักงานสลากฯ (GLO)): ✓');
    expect(staged).toHaveTextContent('ดึงเมื่อ 2026-05-02 16:05');

    await user.click(within(row('หวยรัฐบาลไทย งวด 2026-05-02')).getByRole('button', { name: 'ยืนยันผล' }));
    const question = screen.getByRole('alertdialog', { name: 'ยืนยันผล หวยรัฐบาลไทย งวด 2026-05-02' });
    expect(question).toHaveTextContent(
      'ออกผล รางวัลที่ 1 536077 · หน้า 3 ตัว 267, 318 · ท้าย 3 ตัว 065, 153 · 2 ตัวล่าง 43 ตามแหล่ง www.glo.or.th (สำนักงานสลากฯ (GLO)) และจ่ายรางวัลทันที ต้องการยืนยันใช่หรือไม่?',
    );
    expect(sentTo('POST /admin-api/rounds/17/result/confirm')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'ตกลง' }));
    const outcome = await screen.findByRole('status', { name: 'ผลการบันทึก' });
    expect(outcome).toHaveTextContent('ยืนยันผลแล้ว: ถูกรางวัล 9 จาก 11 รายการ จ่าย 25,741.93 บาท');
    expect(sentTo('POST /admin-api/rounds/17/result/confirm')).toHaveLength(1);
  });

  it('lists the rounds of the date with state, times and settlement totals', async () => {
    serverHas([hanoiClosed, governmentSettled]);
    await renderPage();
    expect(sentTo('GET /admin-api/rounds')[0]!.params).toEqual({ date: '2026-11-23', page: 1 });
    const closed = row('หวยฮานอย งวด 2026-11-23');
    expect(closed).toHaveTextContent('ปิดรับแล้ว รอผล');
    expect(closed).toHaveTextContent('ปิดรับ2026-11-23 18:00ออกผล2026-11-23 18:30');
    expect(closed).toHaveTextContent('10 รายการ · ถูก 0 · แทง 500.00 · จ่าย 0.00 บาท');
    expect(within(closed).getByRole('button', { name: 'บันทึกผล' })).toBeInTheDocument();
    const settled = row('หวยรัฐบาลไทย งวด 2026-11-16');
    expect(settled).toHaveTextContent('ออกผลแล้ว');
    expect(settled).toHaveTextContent('รางวัลที่ 1 987123 · หน้า 3 ตัว 111, 222 · ท้าย 3 ตัว 333, 444 · 2 ตัวล่าง 45');
    expect(within(settled).getByRole('button', { name: 'แก้ไขผล' })).toBeInTheDocument();
  });

  it('filters by lottery and date', async () => {
    serverHas([hanoiClosed]);
    const user = await renderPage();
    await user.selectOptions(screen.getByLabelText('หวย'), 'หวยฮานอย');
    await waitFor(() =>
      expect(sentTo('GET /admin-api/rounds').at(-1)!.params).toEqual({ lottery_code: 'hanoi', date: '2026-11-23', page: 1 }),
    );
  });

  it('shows a yeekee round with its seed hash and seed, and neither a result form nor time editing', async () => {
    serverHas([yeekeeDrawn, sampleRound(yeekee, { id: 16, slot: '2026-11-23#42', state: 'open', yeekee_seed_hash: 'b'.repeat(64) })]);
    await renderPage();
    const drawn = row('หวยยี่กี งวด 2026-11-23 รอบที่ 41');
    const open = row('หวยยี่กี งวด 2026-11-23 รอบที่ 42');
    expect(drawn).toHaveTextContent('a'.repeat(64));
    expect(drawn).toHaveTextContent('seed-of-round-15');
    expect(open).toHaveTextContent('b'.repeat(64));
    expect(open).toHaveTextContent('เปิดเผยเมื่อออกผล');
    for (const yeekeeRow of [drawn, open]) {
      expect(yeekeeRow).toHaveTextContent('หวยยี่กีออกผลโดยระบบเท่านั้น');
      expect(within(yeekeeRow).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('records a result with the digit form, refusing wrong digits before anything is sent', async () => {
    serverHas([hanoiClosed]);
    answer(
      'POST /admin-api/rounds/11/result',
      ok({
        round_id: 11,
        settlement_version: 1,
        lines: 10,
        winning_lines: 2,
        winners: 2,
        prize: 900,
        corrected: false,
        reversed_prize: 0,
        debts: 0,
      }),
    );
    const user = await renderPage();
    await user.click(within(row('หวยฮานอย งวด 2026-11-23')).getByRole('button', { name: 'บันทึกผล' }));
    const dialog = screen.getByRole('dialog', { name: 'บันทึกผล หวยฮานอย งวด 2026-11-23' });
    expect(within(dialog).queryByLabelText('4 ตัวบน')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('3 ตัวบน'), '123');
    await user.type(within(dialog).getByLabelText('2 ตัวบน'), '32');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกผล' }));
    expect(within(dialog).getByText('ต้องตรงกับ 2 ตัวท้ายของ 3 ตัวบน')).toBeInTheDocument();
    expect(within(dialog).getByText('กรอกตัวเลข 2 หลัก')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('2 ตัวล่าง')).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo('POST /admin-api/rounds/11/result')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('2 ตัวบน'));
    await user.type(within(dialog).getByLabelText('2 ตัวบน'), '23');
    await user.type(within(dialog).getByLabelText('2 ตัวล่าง'), '4a5');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกผล' }));

    const outcome = await screen.findByRole('status', { name: 'ผลการบันทึก' });
    expect(outcome).toHaveTextContent('บันทึกผลแล้ว: ถูกรางวัล 2 จาก 10 รายการ จ่าย 900.00 บาท');
    expect(sentTo('POST /admin-api/rounds/11/result').map((request) => request.body)).toEqual([
      { '3top': '123', '2top': '23', '2bottom': '45' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('บันทึกผลรางวัลสำเร็จ')).toBeInTheDocument();
  });

  it('asks 4 ตัวบน of a four-digit lottery', async () => {
    serverHas([laoClosed]);
    const user = await renderPage();
    await user.click(within(row('หวยลาว งวด 2026-11-23')).getByRole('button', { name: 'บันทึกผล' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('id')),
    ).toEqual(['result-4top', 'result-3top', 'result-2top', 'result-2bottom']);
    expect(within(dialog).getByLabelText('4 ตัวบน')).toHaveAttribute('maxLength', '4');
  });

  it("shows the server's reason when it refuses the result", async () => {
    serverHas([hanoiClosed]);
    answer('POST /admin-api/rounds/11/result', fail(409, 'CONFLICT', 'งวดนี้ยังไม่ปิดรับแทง'));
    const user = await renderPage();
    await user.click(within(row('หวยฮานอย งวด 2026-11-23')).getByRole('button', { name: 'บันทึกผล' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('3 ตัวบน'), '123');
    await user.type(within(dialog).getByLabelText('2 ตัวบน'), '23');
    await user.type(within(dialog).getByLabelText('2 ตัวล่าง'), '45');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกผล' }));
    expect(await within(dialog).findByText('งวดนี้ยังไม่ปิดรับแทง')).toBeInTheDocument();
  });

  describe('correcting a settled round', () => {
    async function openCorrection() {
      serverHas([governmentSettled]);
      answer(
        'POST /admin-api/rounds/12/result',
        ok({
          round_id: 12,
          settlement_version: 2,
          lines: 4,
          winning_lines: 1,
          winners: 1,
          prize: 90,
          corrected: true,
          reversed_prize: 900,
          debts: 1,
        }),
      );
      const user = await renderPage();
      await user.click(within(row('หวยรัฐบาลไทย งวด 2026-11-16')).getByRole('button', { name: 'แก้ไขผล' }));
      return { user, dialog: screen.getByRole('dialog', { name: 'แก้ไขผล หวยรัฐบาลไทย งวด 2026-11-16' }) };
    }

    it('starts from the recorded result and refuses the same result', async () => {
      const { user, dialog } = await openCorrection();
      expect(within(dialog).getByLabelText('รางวัลที่ 1')).toHaveValue('987123');
      expect(within(dialog).getByLabelText('ท้าย 3 ตัว ชุดที่ 2')).toHaveValue('444');
      await user.click(within(dialog).getByRole('button', { name: 'บันทึกผล' }));
      expect(within(dialog).getByText('ผลรางวัลนี้ตรงกับผลที่บันทึกไว้แล้ว')).toBeInTheDocument();
      expect(sentTo('POST /admin-api/rounds/12/result')).toHaveLength(0);
    });

    it('asks before a different result reverses the prizes, then shows what moved', async () => {
      const { user, dialog } = await openCorrection();
      await user.clear(within(dialog).getByLabelText('2 ตัวล่าง'));
      await user.type(within(dialog).getByLabelText('2 ตัวล่าง'), '54');
      await user.click(within(dialog).getByRole('button', { name: 'บันทึกผล' }));

      const confirm = screen.getByRole('dialog', { name: 'ยืนยันแก้ไขผลรางวัล' });
      expect(confirm).toHaveTextContent(
        'งวดนี้ออกผลแล้ว (รางวัลที่ 1 987123 · หน้า 3 ตัว 111, 222 · ท้าย 3 ตัว 333, 444 · 2 ตัวล่าง 45) ' +
          'การบันทึกผลใหม่ (รางวัลที่ 1 987123 · หน้า 3 ตัว 111, 222 · ท้าย 3 ตัว 333, 444 · 2 ตัวล่าง 54) ' +
          'จะดึงเงินรางวัลที่จ่ายไปคืน และจ่ายรางวัลตามผลใหม่ทันที ต้องการแก้ไขผลใช่หรือไม่?',
      );
      await user.click(within(confirm).getByRole('button', { name: 'ยกเลิก' }));
      expect(screen.getByRole('dialog', { name: 'แก้ไขผล หวยรัฐบาลไทย งวด 2026-11-16' })).toBeInTheDocument();
      expect(sentTo('POST /admin-api/rounds/12/result')).toHaveLength(0);

      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'บันทึกผล' }));
      await user.click(within(screen.getByRole('dialog', { name: 'ยืนยันแก้ไขผลรางวัล' })).getByRole('button', { name: 'ตกลง' }));

      const outcome = await screen.findByRole('status', { name: 'ผลการบันทึก' });
      expect(outcome).toHaveTextContent('แก้ไขผลแล้ว: ดึงรางวัลเดิมคืน 900.00 บาท จ่ายใหม่ 90.00 บาท (ถูก 1 รายการ) สมาชิกค้างชำระ 1 ราย');
      expect(sentTo('POST /admin-api/rounds/12/result').map((request) => request.body)).toEqual([
        { first_prize: '987123', '3front': ['111', '222'], '3back': ['333', '444'], '2bottom': '54' },
      ]);
    });
  });

  describe('moving times', () => {
    it('offers แก้ไขเวลา only before the round closes, and sends the Bangkok times as UTC', async () => {
      serverHas([hanoiOpen, hanoiClosed]);
      answer('PATCH /admin-api/rounds/14', ok({}));
      const user = await renderPage();
      expect(within(row('หวยฮานอย งวด 2026-11-23')).queryByRole('button', { name: 'แก้ไขเวลา' })).not.toBeInTheDocument();
      await user.click(within(row('หวยฮานอย งวด 2026-11-24')).getByRole('button', { name: 'แก้ไขเวลา' }));
      const dialog = screen.getByRole('dialog', { name: 'แก้ไขเวลา หวยฮานอย งวด 2026-11-24' });
      expect(within(dialog).getByLabelText('ปิดรับ')).toHaveValue('2026-11-24T18:00');

      await user.clear(within(dialog).getByLabelText('ปิดรับ'));
      await user.type(within(dialog).getByLabelText('ปิดรับ'), '2026-11-24T19:00');
      await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
      expect(within(dialog).getByText('เวลาของงวดไม่ถูกต้อง (เปิด < ปิด ≤ ออกผล)')).toBeInTheDocument();
      expect(sentTo('PATCH /admin-api/rounds/14')).toHaveLength(0);

      await user.clear(within(dialog).getByLabelText('ปิดรับ'));
      await user.type(within(dialog).getByLabelText('ปิดรับ'), '2026-11-24T17:45');
      await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
      await screen.findByText('แก้ไขเวลาของงวดสำเร็จ');
      expect(sentTo('PATCH /admin-api/rounds/14')[0]!.body).toEqual({
        open_at: '2026-11-22T11:30:00.000Z',
        close_at: '2026-11-24T10:45:00.000Z',
        draw_at: '2026-11-24T11:30:00.000Z',
      });
    });
  });

  describe('voiding a round', () => {
    const hanoiVoided = sampleRound(hanoi, {
      id: 18,
      round_date: '2026-11-22',
      state: 'voided',
      voided_at: '2026-11-22T13:31:00.000Z',
      void_reason: 'ไม่มีผลรางวัลภายในเวลาที่กำหนด',
    });

    it('shows when a round without a result is voided, and a voided round with its reason and nothing to do', async () => {
      serverHas([hanoiClosed, hanoiVoided]);
      await renderPage('admin');
      expect(row('หวยฮานอย งวด 2026-11-23')).toHaveTextContent('ออกผล2026-11-23 18:30ยกเลิกถ้าไม่มีผล2026-11-23 20:30');
      const voided = row('หวยฮานอย งวด 2026-11-22');
      expect(voided).toHaveTextContent('ยกเลิกงวดแล้ว');
      expect(voided).toHaveTextContent('เหตุผล: ไม่มีผลรางวัลภายในเวลาที่กำหนด');
      expect(voided).not.toHaveTextContent('ยกเลิกถ้าไม่มีผล');
      expect(within(voided).queryByRole('button')).not.toBeInTheDocument();
    });

    it('offers ยกเลิกงวด to admins only, never on a settled or yeekee round', async () => {
      serverHas([hanoiClosed, hanoiOpen, governmentSettled, yeekeeDrawn]);
      await renderPage('staff');
      expect(screen.queryByRole('button', { name: 'ยกเลิกงวด' })).not.toBeInTheDocument();
    });

    it('asks for a reason, voids the round and says what was refunded', async () => {
      serverHas([hanoiClosed, governmentSettled, yeekeeDrawn]);
      answer('POST /admin-api/rounds/11/void', ok({ round_id: 11, slips: 3, members: 2, refunded: 1_250.5 }));
      const user = await renderPage('admin');
      expect(within(row('หวยรัฐบาลไทย งวด 2026-11-16')).queryByRole('button', { name: 'ยกเลิกงวด' })).not.toBeInTheDocument();
      expect(within(row('หวยยี่กี งวด 2026-11-23 รอบที่ 41')).queryByRole('button')).not.toBeInTheDocument();

      await user.click(within(row('หวยฮานอย งวด 2026-11-23')).getByRole('button', { name: 'ยกเลิกงวด' }));
      const dialog = screen.getByRole('alertdialog', { name: 'ยกเลิกงวด หวยฮานอย งวด 2026-11-23' });
      expect(dialog).toHaveTextContent('โพยที่รับแทงทั้งหมดของงวดนี้จะถูกยกเลิกและคืนเงินเข้าเครดิตสมาชิกทันที สมาชิกจะได้รับแจ้ง งวดที่ยกเลิกแล้วบันทึกผลไม่ได้อีก');
      await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกงวด' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('กรุณาระบุเหตุผล');
      expect(sentTo('POST /admin-api/rounds/11/void')).toHaveLength(0);

      await user.type(within(dialog).getByLabelText('เหตุผลที่ยกเลิก'), 'ตลาดปิดทำการ');
      await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกงวด' }));

      const outcome = await screen.findByRole('status', { name: 'ผลการบันทึก' });
      expect(outcome).toHaveTextContent('หวยฮานอย งวด 2026-11-23ยกเลิกงวดแล้ว คืนเงิน 3 โพย (2 ราย) รวม 1,250.50 บาท');
      expect(sentTo('POST /admin-api/rounds/11/void').map((request) => request.body)).toEqual([{ reason: 'ตลาดปิดทำการ' }]);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });

    it("shows the server's refusal in the dialog", async () => {
      serverHas([hanoiClosed]);
      answer('POST /admin-api/rounds/11/void', fail(409, 'CONFLICT', 'งวดนี้ออกผลแล้ว'));
      const user = await renderPage('admin');
      await user.click(within(row('หวยฮานอย งวด 2026-11-23')).getByRole('button', { name: 'ยกเลิกงวด' }));
      const dialog = screen.getByRole('alertdialog');
      await user.type(within(dialog).getByLabelText('เหตุผลที่ยกเลิก'), 'ผลไม่ออก');
      await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกงวด' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('งวดนี้ออกผลแล้ว');
    });
  });
});
