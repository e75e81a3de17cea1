import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExposureItem, LimitedNumber } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../testing/renderScreen';
import { sampleLotteries, sampleRound, hanoi } from '../testing/sampleLotteries';
import LimitsPage from './LimitsPage';

useFakeApi();

const openRound = sampleRound(hanoi, { id: 31, state: 'open' });
const lotteryRule: LimitedNumber = {
  id: 5,
  lottery_code: 'hanoi',
  round_id: null,
  type: 'top_two',
  number: '12',
  rate: 45,
  closed: false,
  stake_cap: null,
};
const roundRule: LimitedNumber = {
  id: 6,
  lottery_code: 'hanoi',
  round_id: 31,
  type: 'top_three',
  number: '123',
  rate: null,
  closed: true,
  stake_cap: 5000,
};
const exposure: ExposureItem[] = [
  { type: 'top_three', number: '777', stake: 100, payout_if_wins: 90000, rate: 900, limited: null },
  { type: 'top_two', number: '12', stake: 300, payout_if_wins: 13500, rate: 45, limited: { closed: false, stake_cap: null, rate: 45 } },
];

function serverHas(limits: LimitedNumber[]) {
  answer('GET /admin-api/lotteries', ok(sampleLotteries));
  answer('GET /admin-api/rounds', ok({ data: [openRound], limit: 25, paging: { page: 1, pages: 1 }, total: 1 }));
  answer('GET /admin-api/limited-numbers', ok(limits));
  answer('GET /admin-api/rounds/31/exposure', ok(exposure));
  answer('POST /admin-api/limited-numbers', (request) => ok({ id: 9, ...(request.body as object) }));
}

async function renderPage(route = '/backoffice/limits?lottery=hanoi&date=2026-11-23') {
  const user = userEvent.setup({ delay: null });
  await renderAsStaff(<LimitsPage />, { route, role: 'admin' });
  await screen.findByRole('region', { name: 'เลขอั้นที่ตั้งไว้' });
  return user;
}

const addForm = () => screen.getByRole('region', { name: 'เพิ่มเลขอั้น' });

describe('LimitsPage', () => {
  it("lists the lottery's limited numbers with what each does, and removes one", async () => {
    serverHas([lotteryRule, roundRule]);
    answer('DELETE /admin-api/limited-numbers/6', ok({ id: 6 }));
    const user = await renderPage();
    const list = screen.getByRole('region', { name: 'เลขอั้นที่ตั้งไว้' });
    await within(list).findByText('123');
    const [, first, second] = within(list).getAllByRole('row');
    expect(first).toHaveTextContent('2 ตัวบน12ทุกงวดจ่าย 45');
    expect(second).toHaveTextContent('3 ตัวบน123งวด #31ปิดรับรับไม่เกิน 5,000.00 บาท');
    expect(sentTo('GET /admin-api/limited-numbers')[0]!.params).toEqual({ lottery_code: 'hanoi' });

    await user.click(within(list).getByRole('button', { name: 'ลบ 3 ตัวบน 123' }));
    expect(await screen.findByText('ลบเลขอั้นสำเร็จ')).toBeInTheDocument();
    expect(sentTo('DELETE /admin-api/limited-numbers/6')).toHaveLength(1);
  });

  it('adds a limited number for every round of the lottery', async () => {
    serverHas([]);
    const user = await renderPage();
    const form = addForm();
    await user.selectOptions(within(form).getByLabelText('ประเภท'), '3 ตัวบน');
    await user.type(within(form).getByLabelText('เลข'), '777');
    await user.type(within(form).getByLabelText('อัตราจ่ายที่ลดลง'), '450');
    await user.type(within(form).getByLabelText('ยอดรับสูงสุด (บาท)'), '2000');
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('บันทึกเลขอั้นสำเร็จ')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/limited-numbers')[0]!.body).toEqual({
      lottery_code: 'hanoi',
      round_id: null,
      type: 'top_three',
      number: '777',
      rate: 450,
      closed: false,
      stake_cap: 2000,
    });
    expect(within(form).getByLabelText('เลข')).toHaveValue('');
  });

  it('refuses a reduced rate above the base rate, a short number and an empty rule before sending', async () => {
    serverHas([]);
    const user = await renderPage();
    const form = addForm();
    expect(within(form).getByText('อัตราปกติ 900')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
    expect(within(form).getByText('กรอกเลข 3 หลัก')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('เลข'), '12');
    await user.selectOptions(within(form).getByLabelText('ประเภท'), '2 ตัวบน');
    expect(within(form).getByText('อัตราปกติ 90')).toBeInTheDocument();
    expect(within(form).getByText('กรุณาระบุอัตราจ่าย ปิดรับ หรือยอดรับสูงสุด')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('อัตราจ่ายที่ลดลง'), '95');
    expect(within(form).getByText('อัตราจ่ายเลขอั้นต้องไม่สูงกว่าอัตราปกติ')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/limited-numbers')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('อัตราจ่ายที่ลดลง'));
    await user.click(within(form).getByRole('checkbox', { name: 'ปิดรับ' }));
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(sentTo('POST /admin-api/limited-numbers')).toHaveLength(1));
    expect(sentTo('POST /admin-api/limited-numbers')[0]!.body).toMatchObject({
      type: 'top_two',
      number: '12',
      rate: null,
      closed: true,
      stake_cap: null,
    });
  });

  it("shows the server's refusal of a rule", async () => {
    serverHas([]);
    answer('POST /admin-api/limited-numbers', fail(400, 'VALIDATION', 'อัตราจ่ายเลขอั้นต้องไม่สูงกว่าอัตราปกติ'));
    const user = await renderPage();
    const form = addForm();
    await user.type(within(form).getByLabelText('เลข'), '123');
    await user.click(within(form).getByRole('checkbox', { name: 'ปิดรับ' }));
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
    expect(await within(form).findByText('อัตราจ่ายเลขอั้นต้องไม่สูงกว่าอัตราปกติ')).toBeInTheDocument();
  });

  describe("a round's exposure", () => {
    it('lists numbers by payout if they win, and a rule added there is for that round only', async () => {
      serverHas([lotteryRule]);
      const user = await renderPage();
      await user.selectOptions(screen.getByLabelText('ใช้กับ'), 'งวด 2026-11-23 (เปิดรับแทง)');
      const table = await screen.findByRole('region', { name: 'ยอดแทงต่อเลข' });
      const [, riskiest, limited] = await within(table).findAllByRole('row');
      expect(riskiest).toHaveTextContent('3 ตัวบน777100.0090,000.00900เปิดรับ');
      expect(limited).toHaveTextContent('2 ตัวบน12300.0013,500.0045จ่าย 45');
      await waitFor(() => expect(sentTo('GET /admin-api/limited-numbers').at(-1)!.params).toEqual({ lottery_code: 'hanoi', round_id: 31 }));

      const form = addForm();
      await user.type(within(form).getByLabelText('เลข'), '999');
      await user.click(within(form).getByRole('checkbox', { name: 'ปิดรับ' }));
      await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
      await waitFor(() => expect(sentTo('POST /admin-api/limited-numbers')).toHaveLength(1));
      expect(sentTo('POST /admin-api/limited-numbers')[0]!.body).toMatchObject({ round_id: 31, number: '999', closed: true });
    });

    it('closes a number in one click, keeping its reduced rate', async () => {
      serverHas([lotteryRule]);
      const user = await renderPage('/backoffice/limits?lottery=hanoi&date=2026-11-23&round=31');
      const table = await screen.findByRole('region', { name: 'ยอดแทงต่อเลข' });
      await user.click(await within(table).findByRole('button', { name: 'ปิดรับ 2 ตัวบน 12' }));
      expect(await screen.findByText('บันทึกเลขอั้นสำเร็จ')).toBeInTheDocument();
      expect(sentTo('POST /admin-api/limited-numbers')[0]!.body).toEqual({
        lottery_code: 'hanoi',
        round_id: 31,
        type: 'top_two',
        number: '12',
        rate: 45,
        closed: true,
        stake_cap: null,
      });
    });

    it('caps a number at what is staked on it now', async () => {
      serverHas([]);
      const user = await renderPage('/backoffice/limits?lottery=hanoi&date=2026-11-23&round=31');
      const table = await screen.findByRole('region', { name: 'ยอดแทงต่อเลข' });
      await user.click(await within(table).findByRole('button', { name: 'จำกัดยอด 3 ตัวบน 777 ที่ 100.00 บาท' }));
      await waitFor(() => expect(sentTo('POST /admin-api/limited-numbers')).toHaveLength(1));
      expect(sentTo('POST /admin-api/limited-numbers')[0]!.body).toEqual({
        lottery_code: 'hanoi',
        round_id: 31,
        type: 'top_three',
        number: '777',
        rate: null,
        closed: false,
        stake_cap: 100,
      });
    });
  });
});
