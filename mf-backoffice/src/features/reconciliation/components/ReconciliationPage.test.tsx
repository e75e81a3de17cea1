import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bangkokToday, type BankAccount, type Reconciliation, type StatementLine } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import { scbAccount } from '../../../testing/sampleBankAccounts';
import ReconciliationPage from './ReconciliationPage';

useFakeApi();

const scb: BankAccount = scbAccount;
const kbank: BankAccount = { ...scb, id: 4, bank_id: 1, short_name: 'KBANK', account_number: '5556667778' };

const unmatchedLine: StatementLine = {
  id: 51,
  account_id: 3,
  bank_ref: 'SCB20261123A1',
  direction: 'in',
  amount: 1500.37,
  at: '2026-11-23T07:06:00.000Z',
  ref1: null,
  sender_name: 'นาย สมชาย ใจดี',
  sender_bank: '004',
  sender_account: null,
  source: 'feed',
  status: 'unmatched',
  waiting_reason: 'no_candidate',
  deposit_id: null,
  withdrawal_id: null,
  return_reason: null,
  decided_by: null,
  created_at: '2026-11-23T07:06:05.000Z',
  suggestions: [],
};

const report: Reconciliation = {
  account_id: 3,
  date: '2026-11-23',
  incoming: {
    statement: 12500.37,
    statement_lines: 6,
    matched: 11000,
    unmatched: 1500.37,
    unmatched_lines: 1,
    site: 11500,
    site_without_line: 500,
    site_without_line_count: 1,
  },
  outgoing: {
    statement: 3000,
    statement_lines: 2,
    matched: 3000,
    unmatched: 0,
    unmatched_lines: 0,
    site: 3000,
    site_without_line: 0,
    site_without_line_count: 0,
  },
  unmatched: [unmatchedLine],
};

/** A figure of a block: its term and value, read from the definition list. */
function figure(block: HTMLElement, term: string): string {
  const dt = within(block).getByText(term, { selector: 'dt' });
  return (dt.nextElementSibling as HTMLElement).textContent ?? '';
}

describe('กระทบยอดบัญชี', () => {
  it("shows today's figures of the first account by default: money in and out, matched, unmatched, and the lines unmatched", async () => {
    answer('GET /admin-api/bank-accounts', ok([scb, kbank]));
    answer('GET /admin-api/bank-accounts/3/reconciliation', ok(report));
    await renderAsStaff(<ReconciliationPage />, { route: '/backoffice/reconciliation' });

    expect(await screen.findByRole('heading', { level: 1, name: 'กระทบยอดบัญชี' })).toBeInTheDocument();
    const incoming = await screen.findByRole('region', { name: 'เงินเข้า' });
    expect(figure(incoming, 'ยอดตามรายการเดินบัญชี')).toBe('12,500.376 รายการ');
    expect(figure(incoming, 'จับคู่แล้ว')).toBe('11,000.00');
    expect(figure(incoming, 'ยังไม่จับคู่')).toBe('1,500.371 รายการ');
    expect(figure(incoming, 'เว็บเติมเครดิต')).toBe('11,500.00');
    expect(figure(incoming, 'ไม่มีรายการเดินบัญชีรองรับ')).toBe('500.001 รายการ');
    const outgoing = screen.getByRole('region', { name: 'เงินออก' });
    expect(figure(outgoing, 'ยอดตามรายการเดินบัญชี')).toBe('3,000.002 รายการ');
    expect(figure(outgoing, 'เว็บจ่ายถอน')).toBe('3,000.00');
    expect(figure(outgoing, 'ยังไม่จับคู่')).toBe('0.000 รายการ');

    const unmatched = screen.getByRole('region', { name: 'รายการที่ยังไม่จับคู่' });
    const row = within(unmatched).getByText('SCB20261123A1').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('23/11/2026 14:06:00');
    expect(row).toHaveTextContent('เงินเข้า');
    expect(row).toHaveTextContent('1,500.37');
    expect(row).toHaveTextContent('นาย สมชาย ใจดี');
    expect(row).toHaveTextContent('ไม่พบรายการที่ตรงกัน');

    expect(screen.getByLabelText('วันที่')).toHaveValue(bangkokToday());
    expect(sentTo('GET /admin-api/bank-accounts/3/reconciliation')[0]?.params).toEqual({ date: bangkokToday() });
  });

  it('asks again for another account and day, and says when nothing is unmatched', async () => {
    answer('GET /admin-api/bank-accounts', ok([scb, kbank]));
    answer('GET /admin-api/bank-accounts/3/reconciliation', ok(report));
    answer('GET /admin-api/bank-accounts/4/reconciliation', ok({ ...report, account_id: 4, unmatched: [] }));
    const user = userEvent.setup();
    await renderAsStaff(<ReconciliationPage />, { route: '/backoffice/reconciliation' });
    await screen.findByText('SCB20261123A1');

    await user.selectOptions(screen.getByLabelText('บัญชีรับเงิน'), 'KBANK 5556667778 (บริษัท หวยดี จำกัด)');
    expect(await screen.findByText('ไม่มีรายการที่ยังไม่จับคู่ในวันนี้')).toBeInTheDocument();
    expect(screen.queryByText('SCB20261123A1')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('วันที่'));
    expect(screen.getByLabelText('วันที่')).toHaveAccessibleDescription('วันที่ไม่ถูกต้อง (ปี-เดือน-วัน)');
    await user.type(screen.getByLabelText('วันที่'), '2026-11-20');
    await waitFor(() => expect(sentTo('GET /admin-api/bank-accounts/4/reconciliation').at(-1)?.params).toEqual({ date: '2026-11-20' }));
  });

  it('shows loading, then the refusal with a retry', async () => {
    answer('GET /admin-api/bank-accounts', ok([scb]));
    let refuse: () => void = () => undefined;
    answer(
      'GET /admin-api/bank-accounts/3/reconciliation',
      () =>
        new Promise((resolve) => {
          refuse = () => resolve(fail(404, 'NOT_FOUND', 'ไม่พบบัญชีรับเงินนี้'));
        }),
    );
    await renderAsStaff(<ReconciliationPage />, { route: '/backoffice/reconciliation' });
    expect(await screen.findByText('กำลังกระทบยอด...')).toBeInTheDocument();
    refuse();
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบบัญชีรับเงินนี้');
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });

  it('says there is no receiving account yet', async () => {
    answer('GET /admin-api/bank-accounts', ok([]));
    await renderAsStaff(<ReconciliationPage />, { route: '/backoffice/reconciliation' });
    expect(await screen.findByText('ยังไม่มีบัญชีรับเงิน ผู้ดูแลระบบเพิ่มได้ที่เมนูบัญชีรับเงิน')).toBeInTheDocument();
    expect(sentTo('GET /admin-api/bank-accounts/3/reconciliation')).toEqual([]);
  });
});
