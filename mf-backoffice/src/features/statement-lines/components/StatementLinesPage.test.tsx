import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankAccount, StatementLine } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import { scbAccount } from '../../../testing/sampleBankAccounts';
import StatementLinesPage from './StatementLinesPage';

useFakeApi();

const scb: BankAccount = {
  ...scbAccount,
  csv_mapping: { bank_ref: 'Ref', at: 'Date', amount_in: 'Deposit', amount_out: 'Withdrawal', sender_name: 'From' },
};

const kbank: BankAccount = { ...scb, id: 4, bank_id: 1, short_name: 'KBANK', account_number: '5556667778', csv_mapping: null };

const waiting: StatementLine = {
  id: 51,
  account_id: 3,
  bank_ref: 'SCB20261123A1',
  direction: 'in',
  amount: 1500.37,
  at: '2026-11-23T07:06:00.000Z',
  ref1: null,
  sender_name: 'นาย สมชาย ใจดี',
  sender_bank: '004',
  sender_account: 'xxx-x-x1234-x',
  source: 'feed',
  status: 'unmatched',
  waiting_reason: 'several',
  deposit_id: null,
  withdrawal_id: null,
  return_reason: null,
  decided_by: null,
  created_at: '2026-11-23T07:06:05.000Z',
  suggestions: [
    { kind: 'deposit', deposit_id: 31, member_id: 7, username: '0812345678', amount: 1500.37, at: '2026-11-23T07:05:00.000Z', score: 90 },
    {
      kind: 'reservation',
      deposit_id: null,
      member_id: 8,
      username: '0899999999',
      amount: 1500.37,
      at: '2026-11-23T07:00:00.000Z',
      score: 60,
    },
  ],
};

const line = (id: number, changes: Partial<StatementLine>): StatementLine => ({
  ...waiting,
  id,
  bank_ref: `SCB20261123B${id}`,
  suggestions: [],
  ...changes,
});

const page = (lines: StatementLine[]) => ok({ data: lines, limit: 25, paging: { page: 1, pages: 1 }, total: lines.length });

function serverHas(lines: StatementLine[], { demo = false } = {}) {
  answer('GET /admin-api/bank-accounts', ok([scb, kbank]));
  answer('GET /admin-api/statement-lines', page(lines));
  answer('GET /admin-api/demo/bank-line', ok({ available: demo }));
}

async function renderPage() {
  const user = userEvent.setup();
  await renderAsStaff(<StatementLinesPage />, { route: '/backoffice/statement-lines' });
  return { user };
}

const cardOf = async (bankRef: string) => (await screen.findByText(bankRef)).closest('article') as HTMLElement;

describe('รายการรอจับคู่', () => {
  it('lists the waiting lines with their time, amount, references, sender, why each waits and its suggestions', async () => {
    serverHas([
      waiting,
      line(52, {
        waiting_reason: 'no_candidate',
        ref1: 'Q8K2M4',
        source: 'csv',
        sender_name: null,
        sender_bank: null,
        sender_account: null,
      }),
      line(53, { waiting_reason: 'over_max', amount: 80000 }),
      line(54, { waiting_reason: 'member_blocked' }),
      line(55, { waiting_reason: 'outgoing', direction: 'out', amount: 300 }),
    ]);
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'รายการรอจับคู่' })).toBeInTheDocument();
    const card = await cardOf('SCB20261123A1');
    expect(within(card).getByRole('heading', { name: 'เงินเข้า 1,500.37 บาท' })).toBeInTheDocument();
    expect(card).toHaveTextContent('23/11/2026 14:06:00');
    expect(card).toHaveTextContent('นาย สมชาย ใจดี · 004 · xxx-x-x1234-x');
    expect(card).toHaveTextContent('ธนาคารส่งมา');
    expect(within(card).getByText('ตรงกับหลายรายการ')).toBeInTheDocument();
    const suggestions = within(card).getByRole('region', { name: 'รายการที่น่าจะตรงกัน SCB20261123A1' });
    const [best, second] = within(suggestions).getAllByRole('listitem');
    expect(best).toHaveTextContent('0812345678');
    expect(best).toHaveTextContent('แจ้งฝากด้วยสลิป');
    expect(best).toHaveTextContent('1,500.37');
    expect(best).toHaveTextContent('23/11/2026 14:05:00');
    expect(best).toHaveTextContent('ความตรงกัน 90%');
    expect(second).toHaveTextContent('0899999999');
    expect(second).toHaveTextContent('QR ฝากเงิน');

    const noCandidate = await cardOf('SCB20261123B52');
    expect(within(noCandidate).getByText('ไม่พบรายการที่ตรงกัน')).toBeInTheDocument();
    expect(noCandidate).toHaveTextContent('Q8K2M4');
    expect(noCandidate).toHaveTextContent('ไฟล์ CSV');
    expect(within(noCandidate).getByText('ไม่มีรายการที่น่าจะตรงกัน')).toBeInTheDocument();
    expect(within(await cardOf('SCB20261123B53')).getByText('ยอดเกินวงเงินเติมอัตโนมัติ')).toBeInTheDocument();
    expect(within(await cardOf('SCB20261123B54')).getByText('สมาชิกถูกระงับ พักการเล่น หรือเกินวงเงินฝาก')).toBeInTheDocument();
    const outgoing = await cardOf('SCB20261123B55');
    expect(within(outgoing).getByRole('heading', { name: 'เงินออก 300.00 บาท' })).toBeInTheDocument();
    expect(within(outgoing).getByText('รายการเงินออก')).toBeInTheDocument();
    expect(within(outgoing).queryByRole('button')).not.toBeInTheDocument();

    expect(sentTo('GET /admin-api/statement-lines')[0]?.params).toEqual({ status: 'unmatched', page: 1 });
    expect(within(screen.getByRole('group', { name: 'สถานะรายการเดินบัญชี' })).getByRole('button', { name: 'รอจับคู่' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('matches a line to a pending slip deposit after ตกลง, and the line leaves the list', async () => {
    serverHas([waiting]);
    answer('POST /admin-api/statement-lines/51/match', () => {
      serverHas([]);
      return ok({ ...waiting, status: 'credited', deposit_id: 31 }, 'จับคู่รายการเดินบัญชีสำเร็จ เติมเครดิตให้สมาชิกแล้ว');
    });
    const { user } = await renderPage();
    const card = await cardOf('SCB20261123A1');
    await user.click(within(card).getByRole('button', { name: 'จับคู่ 0812345678' }));
    const dialog = screen.getByRole('alertdialog', { name: 'จับคู่รายการเดินบัญชี' });
    expect(dialog).toHaveTextContent('จับคู่ยอด 1,500.37 บาท (เลขอ้างอิง SCB20261123A1) กับ 0812345678? ระบบจะเติมเครดิตให้สมาชิกทันที');
    await user.click(within(dialog).getByRole('button', { name: 'ตกลง' }));

    expect(await screen.findByText('จับคู่รายการเดินบัญชีสำเร็จ เติมเครดิตให้สมาชิกแล้ว')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/statement-lines/51/match')[0]?.body).toEqual({ deposit_id: 31 });
    expect(await screen.findByText('ไม่มีรายการ')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('matches a QR reservation by its member', async () => {
    serverHas([waiting]);
    answer('POST /admin-api/statement-lines/51/match', ok({ ...waiting, status: 'credited' }, 'จับคู่รายการเดินบัญชีสำเร็จ เติมเครดิตให้สมาชิกแล้ว'));
    const { user } = await renderPage();
    await user.click(within(await cardOf('SCB20261123A1')).getByRole('button', { name: 'จับคู่ 0899999999' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => expect(sentTo('POST /admin-api/statement-lines/51/match')[0]?.body).toEqual({ member_id: 8 }));
  });

  it('sends nothing when the match is answered ยกเลิก', async () => {
    serverHas([waiting]);
    const { user } = await renderPage();
    await user.click(within(await cardOf('SCB20261123A1')).getByRole('button', { name: 'จับคู่ 0812345678' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentTo('POST /admin-api/statement-lines/51/match')).toEqual([]);
  });

  it('matches by a member id typed by staff, checked first', async () => {
    serverHas([line(52, { waiting_reason: 'no_candidate' })]);
    answer(
      'POST /admin-api/statement-lines/52/match',
      ok({ ...waiting, id: 52, status: 'credited' }, 'จับคู่รายการเดินบัญชีสำเร็จ เติมเครดิตให้สมาชิกแล้ว'),
    );
    const { user } = await renderPage();
    const card = await cardOf('SCB20261123B52');
    await user.click(within(card).getByRole('button', { name: 'จับคู่กับสมาชิกนี้' }));
    expect(within(card).getByLabelText('รหัสสมาชิก')).toHaveAccessibleDescription('กรุณาระบุรหัสสมาชิกเป็นตัวเลข');
    await user.type(within(card).getByLabelText('รหัสสมาชิก'), '12a');
    await user.click(within(card).getByRole('button', { name: 'จับคู่กับสมาชิกนี้' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('กรุณาระบุรหัสสมาชิกเป็นตัวเลข');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.clear(within(card).getByLabelText('รหัสสมาชิก'));
    await user.type(within(card).getByLabelText('รหัสสมาชิก'), '12');
    await user.click(within(card).getByRole('button', { name: 'จับคู่กับสมาชิกนี้' }));
    const dialog = screen.getByRole('alertdialog', { name: 'จับคู่รายการเดินบัญชี' });
    expect(dialog).toHaveTextContent('กับ สมาชิกรหัส 12?');
    await user.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('จับคู่รายการเดินบัญชีสำเร็จ เติมเครดิตให้สมาชิกแล้ว')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/statement-lines/52/match')[0]?.body).toEqual({ member_id: 12 });
  });

  it("shows the server's refusal of a match", async () => {
    serverHas([waiting]);
    answer('POST /admin-api/statement-lines/51/match', fail(409, 'CONFLICT', 'รายการนี้จับคู่หรือคืนเงินไปแล้ว'));
    const { user } = await renderPage();
    await user.click(within(await cardOf('SCB20261123A1')).getByRole('button', { name: 'จับคู่ 0812345678' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('รายการนี้จับคู่หรือคืนเงินไปแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('returns a line only with a reason', async () => {
    serverHas([waiting]);
    answer('POST /admin-api/statement-lines/51/return', () => {
      serverHas([]);
      return ok({ ...waiting, status: 'returned', return_reason: 'ผู้โอนแจ้งว่าโอนผิดบัญชี' }, 'บันทึกการคืนเงินรายการนี้แล้ว');
    });
    const { user } = await renderPage();
    await user.click(within(await cardOf('SCB20261123A1')).getByRole('button', { name: 'คืนเงิน' }));
    const dialog = screen.getByRole('dialog', { name: 'คืนเงินรายการเดินบัญชี' });
    expect(dialog).toHaveTextContent('บันทึกว่าคืนเงิน 1,500.37 บาท (เลขอ้างอิง SCB20261123A1) ให้ผู้โอนแล้ว');
    await user.type(within(dialog).getByLabelText('เหตุผล'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'คืนเงิน' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('กรุณาระบุเหตุผล');
    expect(sentTo('POST /admin-api/statement-lines/51/return')).toEqual([]);

    await user.type(within(dialog).getByLabelText('เหตุผล'), 'ผู้โอนแจ้งว่าโอนผิดบัญชี');
    await user.click(within(dialog).getByRole('button', { name: 'คืนเงิน' }));
    expect(await screen.findByText('บันทึกการคืนเงินรายการนี้แล้ว')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/statement-lines/51/return')[0]?.body).toEqual({ reason: 'ผู้โอนแจ้งว่าโอนผิดบัญชี' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists another status and one account when chosen, with what was decided and by whom', async () => {
    serverHas([waiting]);
    const { user } = await renderPage();
    await cardOf('SCB20261123A1');
    answer(
      'GET /admin-api/statement-lines',
      page([line(60, { status: 'credited', waiting_reason: null, deposit_id: 44, decided_by: 'auto' })]),
    );
    await user.click(screen.getByRole('button', { name: 'เติมเครดิตแล้ว' }));
    const credited = await cardOf('SCB20261123B60');
    expect(credited).toHaveTextContent('รายการฝาก #44');
    expect(credited).toHaveTextContent('ดำเนินการโดย ระบบอัตโนมัติ');
    expect(within(credited).queryByRole('button')).not.toBeInTheDocument();
    expect(sentTo('GET /admin-api/statement-lines').at(-1)?.params).toEqual({ status: 'credited', page: 1 });

    await user.selectOptions(screen.getByLabelText('บัญชีรับเงิน', { selector: '#statement-account' }), 'SCB 1112223334 (บริษัท หวยดี จำกัด)');
    await waitFor(() =>
      expect(sentTo('GET /admin-api/statement-lines').at(-1)?.params).toEqual({ status: 'credited', account_id: 3, page: 1 }),
    );

    answer(
      'GET /admin-api/statement-lines',
      page([line(61, { status: 'returned', waiting_reason: null, return_reason: 'โอนผิดบัญชี', decided_by: '0800000091' })]),
    );
    await user.click(screen.getByRole('button', { name: 'คืนเงินแล้ว' }));
    const returned = await cardOf('SCB20261123B61');
    expect(returned).toHaveTextContent('เหตุผลที่คืน: โอนผิดบัญชี');
    expect(returned).toHaveTextContent('ดำเนินการโดย 0800000091');

    await user.click(screen.getByRole('button', { name: 'จ่ายถอนแล้ว' }));
    await waitFor(() =>
      expect(sentTo('GET /admin-api/statement-lines').at(-1)?.params).toEqual({ status: 'paid', account_id: 3, page: 1 }),
    );
    await user.click(screen.getByRole('button', { name: 'ทั้งหมด' }));
    await waitFor(() => expect(sentTo('GET /admin-api/statement-lines').at(-1)?.params).toEqual({ status: 'all', account_id: 3, page: 1 }));
  });

  it("uploads a statement CSV with the account's saved mapping and shows the counts", async () => {
    serverHas([]);
    answer(
      'POST /admin-api/bank-accounts/3/statement-csv',
      ok({ added: 3, repeated: 1, credited: 2, waiting: 1 }, 'นำเข้ารายการเดินบัญชี 3 รายการ (ซ้ำ 1 รายการ)'),
    );
    const { user } = await renderPage();
    const box = await screen.findByRole('region', { name: 'นำเข้ารายการเดินบัญชีจากไฟล์ CSV' });
    expect(within(box).getByLabelText('คอลัมน์เลขอ้างอิง')).toHaveValue('Ref');
    expect(within(box).getByLabelText('คอลัมน์วันเวลา')).toHaveValue('Date');
    expect(within(box).getByLabelText('คอลัมน์ยอดเงินเข้า')).toHaveValue('Deposit');
    expect(within(box).getByLabelText('คอลัมน์ยอดเงินออก')).toHaveValue('Withdrawal');
    expect(within(box).getByLabelText('คอลัมน์อ้างอิง 1')).toHaveValue('');
    expect(within(box).getByLabelText('คอลัมน์ชื่อผู้โอน')).toHaveValue('From');
    expect(within(box).getByLabelText('คอลัมน์เลขบัญชีผู้โอน')).toHaveValue('');

    await user.click(within(box).getByRole('button', { name: 'นำเข้า' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('แนบไฟล์ CSV ของรายการเดินบัญชี');
    expect(sentTo('POST /admin-api/bank-accounts/3/statement-csv')).toEqual([]);

    const csv = 'Date,Ref,Deposit,Withdrawal,From\n2026-11-23T14:06:00+07:00,SCB1,1500.37,,นาย สมชาย ใจดี\n';
    await user.upload(within(box).getByLabelText('เลือกไฟล์ CSV'), new File([csv], 'scb-2026-11-23.csv', { type: 'text/csv' }));
    expect(await within(box).findByText('ไฟล์ scb-2026-11-23.csv')).toBeInTheDocument();
    await user.type(within(box).getByLabelText('คอลัมน์อ้างอิง 1'), 'Ref1');
    await user.click(within(box).getByRole('button', { name: 'นำเข้า' }));

    expect(await screen.findByText('นำเข้ารายการเดินบัญชี 3 รายการ (ซ้ำ 1 รายการ)')).toBeInTheDocument();
    expect(within(box).getByRole('status')).toHaveTextContent('เพิ่มใหม่ 3 รายการ · ซ้ำ 1 รายการ · เติมเครดิตอัตโนมัติ 2 รายการ · รอจับคู่ 1 รายการ');
    expect(sentTo('POST /admin-api/bank-accounts/3/statement-csv')[0]?.body).toEqual({
      csv,
      mapping: { bank_ref: 'Ref', at: 'Date', amount_in: 'Deposit', amount_out: 'Withdrawal', ref1: 'Ref1', sender_name: 'From' },
    });
  });

  it('asks for the required columns of an account with no saved mapping', async () => {
    serverHas([]);
    const { user } = await renderPage();
    const box = await screen.findByRole('region', { name: 'นำเข้ารายการเดินบัญชีจากไฟล์ CSV' });
    await user.selectOptions(within(box).getByLabelText('บัญชีรับเงิน'), 'KBANK 5556667778 (บริษัท หวยดี จำกัด)');
    expect(within(box).getByLabelText('คอลัมน์เลขอ้างอิง')).toHaveValue('');
    await user.upload(within(box).getByLabelText('เลือกไฟล์ CSV'), new File(['a,b\n'], 'kbank.csv', { type: 'text/csv' }));
    await within(box).findByText('ไฟล์ kbank.csv');
    await user.click(within(box).getByRole('button', { name: 'นำเข้า' }));
    await waitFor(() =>
      expect(within(box).getByLabelText('คอลัมน์เลขอ้างอิง')).toHaveAccessibleDescription('ระบุคอลัมน์ของเลขอ้างอิง จำนวนเงิน และเวลา'),
    );
    expect(within(box).getByLabelText('คอลัมน์วันเวลา')).toHaveAccessibleDescription('ระบุคอลัมน์ของเลขอ้างอิง จำนวนเงิน และเวลา');
    expect(sentTo('POST /admin-api/bank-accounts/4/statement-csv')).toEqual([]);
  });

  it('offers the demo bank only where the server says it is available, and sends a line of the amount', async () => {
    serverHas([], { demo: true });
    // No message of its own: the page says it with the counts.
    answer('POST /admin-api/demo/bank-line', ok({ added: 1, repeated: 0, credited: 1, waiting: 0 }));
    const { user } = await renderPage();
    const box = await screen.findByRole('region', { name: 'ทดลองโอนเงินเข้า (เว็บสาธิต)' });
    await user.type(within(box).getByLabelText('จำนวนเงิน'), '0');
    await user.click(within(box).getByRole('button', { name: 'ส่งรายการทดลอง' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('จำนวนเงินต้องมากกว่า 0 และไม่เกิน 2 ตำแหน่งทศนิยม');
    expect(sentTo('POST /admin-api/demo/bank-line')).toEqual([]);

    await user.clear(within(box).getByLabelText('จำนวนเงิน'));
    await user.type(within(box).getByLabelText('จำนวนเงิน'), '100.37');
    await user.click(within(box).getByRole('button', { name: 'ส่งรายการทดลอง' }));
    expect(await screen.findByText('นำเข้ารายการเดินบัญชี 1 รายการ (ซ้ำ 0 รายการ)')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/demo/bank-line')[0]?.body).toEqual({ account_id: 3, amount: 100.37 });
    expect(within(box).getByRole('status')).toHaveTextContent('เติมเครดิตอัตโนมัติ 1 รายการ');
  });

  it('shows no demo bank on a site that has none', async () => {
    serverHas([waiting]);
    await renderPage();
    await cardOf('SCB20261123A1');
    await waitFor(() => expect(sentTo('GET /admin-api/demo/bank-line')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'ทดลองโอนเงินเข้า (เว็บสาธิต)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ส่งรายการทดลอง' })).not.toBeInTheDocument();
  });
});
