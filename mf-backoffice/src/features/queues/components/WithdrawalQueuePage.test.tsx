import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffWithdrawal } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import WithdrawalQueuePage from './WithdrawalQueuePage';

useFakeApi();

const withdrawal: StaffWithdrawal = {
  id: 12,
  member_id: 7,
  username: '0812345678',
  amount: 300,
  status: 'pending',
  member_bank: { bank_id: 1, short_name: 'KBANK', account_name: 'สมชาย ใจดีมาก', account_number: '0987654321' },
  reason: null,
  created_at: '2026-11-23T02:00:00.000Z',
  decided_at: null,
  decided_by: null,
  state: 'pending',
  needs_second_approval: false,
  first_approved_by: null,
  bank_ref: null,
  paid_at: null,
  steps: [{ step: 'requested', at: '2026-11-23T02:00:00.000Z' }],
};

const large: StaffWithdrawal = { ...withdrawal, id: 13, amount: 80_000, needs_second_approval: true };
const awaitingSecond: StaffWithdrawal = { ...large, state: 'awaiting_second', first_approved_by: '0800000090' };

const approved: StaffWithdrawal = {
  ...withdrawal,
  status: 'success',
  state: 'success',
  decided_at: '2026-11-23T02:10:00.000Z',
  decided_by: '0800000091',
  steps: [
    { step: 'requested', at: '2026-11-23T02:00:00.000Z' },
    { step: 'approved', at: '2026-11-23T02:10:00.000Z' },
  ],
};

function serverHas(items: StaffWithdrawal[]) {
  answer('GET /admin-api/withdrawals', ok({ data: items, limit: 50, paging: { page: 1, pages: 1 }, total: items.length }));
}

async function renderQueue() {
  const user = userEvent.setup();
  await renderAsStaff(<WithdrawalQueuePage />, { route: '/backoffice/withdrawals' });
  const row = (await screen.findByRole('link', { name: '0812345678' })).closest('tr') as HTMLElement;
  return { user, row };
}

describe('รายการถอน', () => {
  it('shows the account to pay and rejects with the reason given', async () => {
    serverHas([withdrawal]);
    answer('POST /admin-api/withdrawals/12/reject', ok({ ...withdrawal, status: 'reject' }));
    const { user, row } = await renderQueue();
    expect(row).toHaveTextContent('KBANK 0987654321');
    expect(row).toHaveTextContent('สมชาย ใจดีมาก');
    expect(row).toHaveTextContent('300.00');
    expect(within(row).getByRole('list', { name: 'ขั้นตอน' })).toHaveTextContent('แจ้งถอน 23/11/2026 09:00:00');
    expect(within(row).queryByText('ต้องอนุมัติ 2 คน')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'ปฏิเสธ' }));
    const dialog = screen.getByRole('dialog', { name: 'ปฏิเสธรายการถอน' });
    await user.type(within(dialog).getByLabelText('เหตุผล'), 'บัญชีปลายทางไม่ถูกต้อง');
    await user.click(within(dialog).getByRole('button', { name: 'ปฏิเสธ' }));

    expect(await screen.findByText('ปฏิเสธรายการสำเร็จ')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/withdrawals/12/reject')[0]?.body).toEqual({ reason: 'บัญชีปลายทางไม่ถูกต้อง' });
  });

  it('says a large withdrawal needs two approvers, and that the first approval leaves it waiting for the second', async () => {
    serverHas([large]);
    answer('POST /admin-api/withdrawals/13/approve', () => {
      serverHas([awaitingSecond]);
      return ok(awaitingSecond, 'อนุมัติครั้งแรกแล้ว รอผู้อนุมัติคนที่สอง');
    });
    const { user, row } = await renderQueue();
    expect(within(row).getByText('ต้องอนุมัติ 2 คน')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'อนุมัติ' }));
    await user.click(within(screen.getByRole('dialog', { name: 'อนุมัติรายการถอน' })).getByRole('button', { name: 'ตกลง' }));

    expect(await screen.findByText('อนุมัติครั้งแรกแล้ว รอผู้อนุมัติคนที่สอง')).toBeInTheDocument();
    expect(screen.queryByText('อนุมัติรายการสำเร็จ')).not.toBeInTheDocument();
    const after = (await screen.findByText('อนุมัติคนแรก: 0800000090')).closest('tr') as HTMLElement;
    expect(within(after).getByText('รออนุมัติคนที่สอง')).toBeInTheDocument();
    expect(within(after).getByRole('button', { name: 'อนุมัติ' })).toBeInTheDocument();
  });

  it("shows the server's refusal when the first approver approves again", async () => {
    serverHas([awaitingSecond]);
    answer('POST /admin-api/withdrawals/13/approve', fail(403, 'FORBIDDEN', 'รายการนี้ต้องอนุมัติโดยพนักงานอีกคนหนึ่ง'));
    const { user, row } = await renderQueue();
    await user.click(within(row).getByRole('button', { name: 'อนุมัติ' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('รายการนี้ต้องอนุมัติโดยพนักงานอีกคนหนึ่ง')).toBeInTheDocument();
  });

  it('records the payout of an approved withdrawal with its bank reference, required', async () => {
    serverHas([approved]);
    const paid: StaffWithdrawal = {
      ...approved,
      bank_ref: 'FT2611230001',
      paid_at: '2026-11-23T02:30:00.000Z',
      steps: [...approved.steps, { step: 'paid', at: '2026-11-23T02:30:00.000Z' }],
    };
    answer('POST /admin-api/withdrawals/12/paid', () => {
      serverHas([paid]);
      return ok(paid, 'บันทึกการโอนเงินสำเร็จ');
    });
    const { user, row } = await renderQueue();
    expect(row).toHaveTextContent('โดย 0800000091');

    await user.click(within(row).getByRole('button', { name: 'โอนแล้ว' }));
    const dialog = screen.getByRole('dialog', { name: 'บันทึกการโอนเงินถอน' });
    expect(dialog).toHaveTextContent('โอน 300.00 บาท ให้ 0812345678 (KBANK 0987654321) แล้ว');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('ระบุเลขอ้างอิงของธนาคาร');
    expect(sentTo('POST /admin-api/withdrawals/12/paid')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('เลขอ้างอิงการโอน'), ' FT2611230001 ');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('บันทึกการโอนเงินสำเร็จ')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/withdrawals/12/paid')[0]?.body).toEqual({ bank_ref: 'FT2611230001' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByText('เลขอ้างอิง FT2611230001')).toBeInTheDocument());
    const after = screen.getByText('เลขอ้างอิง FT2611230001').closest('tr') as HTMLElement;
    expect(after).toHaveTextContent('โอนเมื่อ 23/11/2026 09:30:00');
    expect(within(after).getByRole('list', { name: 'ขั้นตอน' })).toHaveTextContent(
      'แจ้งถอน 23/11/2026 09:00:00อนุมัติ 23/11/2026 09:10:00โอนแล้ว 23/11/2026 09:30:00',
    );
    expect(within(after).queryByRole('button', { name: 'โอนแล้ว' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal to record a payout and closes the dialog", async () => {
    serverHas([approved]);
    answer('POST /admin-api/withdrawals/12/paid', fail(409, 'CONFLICT', 'รายการนี้บันทึกการโอนแล้ว'));
    const { user, row } = await renderQueue();
    await user.click(within(row).getByRole('button', { name: 'โอนแล้ว' }));
    const dialog = screen.getByRole('dialog', { name: 'บันทึกการโอนเงินถอน' });
    await user.type(within(dialog).getByLabelText('เลขอ้างอิงการโอน'), 'FT1');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('รายการนี้บันทึกการโอนแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
