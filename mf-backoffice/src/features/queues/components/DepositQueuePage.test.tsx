import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffDeposit } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import DepositQueuePage from './DepositQueuePage';

useFakeApi();

const deposit: StaffDeposit = {
  id: 31,
  member_id: 7,
  username: '0812345678',
  amount: 1500,
  status: 'pending',
  transfer_time: '14:05',
  source: 'slip',
  slip_url: '/cl-api/slips/abc123',
  decided_by: null,
  statement_line_id: null,
  site_bank: { bank_id: 2, short_name: 'SCB', account_number: '1112223334' },
  slip_check: { status: 'read', reference: '2026112314050001', sending_bank: { code: '004', short_name: 'KBANK' }, duplicate: true },
  state: 'pending',
  first_approved_by: null,
  reason: null,
  created_at: '2026-11-23T07:06:00.000Z',
  decided_at: null,
};

const page = (items: StaffDeposit[]) => ok({ data: items, limit: 50, paging: { page: 1, pages: 1 }, total: items.length });

function serverHas(items: StaffDeposit[]) {
  answer('GET /admin-api/deposits', page(items));
  answer('GET /cl-api/slips/abc123', { body: new Blob(['png']) });
}

async function renderQueue() {
  const user = userEvent.setup();
  await renderAsStaff(<DepositQueuePage />, { route: '/backoffice/deposits' });
  const row = (await screen.findByRole('link', { name: '0812345678' })).closest('tr') as HTMLElement;
  return { user, row };
}

describe('รายการฝาก', () => {
  it('shows the member, amount, times, slip, QR reference with the duplicate warning and the receiving account', async () => {
    serverHas([deposit]);
    const { row } = await renderQueue();
    expect(within(row).getByRole('link', { name: '0812345678' })).toHaveAttribute('href', '/backoffice/members/7');
    expect(row).toHaveTextContent('1,500.00');
    expect(row).toHaveTextContent('23/11/2026 14:06:00');
    expect(row).toHaveTextContent('เวลาโอน 14:05');
    expect(await within(row).findByRole('img', { name: 'สลิปของ 0812345678' })).toHaveAttribute('src', 'blob:slip-1');
    expect(row).toHaveTextContent('เลขอ้างอิง 2026112314050001');
    expect(row).toHaveTextContent('ธนาคารผู้โอน KBANK');
    expect(within(row).getByText('สลิปซ้ำกับรายการก่อนหน้า')).toBeInTheDocument();
    expect(row).toHaveTextContent('SCB 1112223334');
    expect(sentTo('GET /admin-api/deposits')[0]?.params).toEqual({ status: 'pending', page: 1 });
    expect(sentTo('GET /cl-api/slips/abc123')[0]?.headers.authorization).toBe('Bearer staff-token');
  });

  it('marks a slip without a readable QR code for a closer look', async () => {
    serverHas([{ ...deposit, slip_check: { status: 'unreadable', reference: null, sending_bank: null, duplicate: false } }]);
    const { row } = await renderQueue();
    expect(within(row).getByText('อ่าน QR ไม่ได้ ตรวจสอบสลิปด้วยตา')).toBeInTheDocument();
    expect(within(row).queryByText('สลิปซ้ำกับรายการก่อนหน้า')).not.toBeInTheDocument();
  });

  it('approves after ตกลง, with an Idempotency-Key, and the item leaves the pending queue', async () => {
    serverHas([deposit]);
    answer('POST /admin-api/deposits/31/approve', () => {
      serverHas([]);
      return ok({ ...deposit, status: 'success' }, 'อนุมัติรายการสำเร็จ');
    });
    const { user, row } = await renderQueue();
    await user.click(within(row).getByRole('button', { name: 'อนุมัติ' }));
    const dialog = screen.getByRole('dialog', { name: 'อนุมัติรายการฝาก' });
    expect(dialog).toHaveTextContent('อนุมัติ 1,500.00 บาท ของ 0812345678?');
    await user.click(within(dialog).getByRole('button', { name: 'ตกลง' }));

    expect(await screen.findByText('อนุมัติรายการสำเร็จ')).toBeInTheDocument();
    expect(await screen.findByText('ไม่มีรายการ')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/deposits/31/approve')[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('requires a reason to reject and sends it', async () => {
    serverHas([deposit]);
    answer('POST /admin-api/deposits/31/reject', ok({ ...deposit, status: 'reject', reason: 'ยอดเงินไม่ตรงกับสลิป' }));
    const { user, row } = await renderQueue();
    await user.click(within(row).getByRole('button', { name: 'ปฏิเสธ' }));
    const dialog = screen.getByRole('dialog', { name: 'ปฏิเสธรายการฝาก' });
    await user.type(within(dialog).getByLabelText('เหตุผล'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'ปฏิเสธ' }));

    expect(within(dialog).getByRole('alert')).toHaveTextContent('กรุณาระบุเหตุผล');
    expect(sentTo('POST /admin-api/deposits/31/reject')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('เหตุผล'), 'ยอดเงินไม่ตรงกับสลิป');
    await user.click(within(dialog).getByRole('button', { name: 'ปฏิเสธ' }));
    expect(await screen.findByText('ปฏิเสธรายการสำเร็จ')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/deposits/31/reject')[0]?.body).toEqual({ reason: 'ยอดเงินไม่ตรงกับสลิป' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('turns a request decided by someone else into a notice and drops it from the queue', async () => {
    serverHas([deposit]);
    answer('POST /admin-api/deposits/31/approve', () => {
      serverHas([]);
      return fail(409, 'CONFLICT', 'รายการนี้ถูกดำเนินการไปแล้ว');
    });
    const { user, row } = await renderQueue();
    await user.click(within(row).getByRole('button', { name: 'อนุมัติ' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ตกลง' }));

    expect(await screen.findByText('รายการนี้ถูกดำเนินการไปแล้ว')).toBeInTheDocument();
    expect(await screen.findByText('ไม่มีรายการ')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /โหลดข้อมูลไม่สำเร็จ/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a staff user's own request", async () => {
    serverHas([deposit]);
    answer('POST /admin-api/deposits/31/approve', fail(403, 'FORBIDDEN', 'ไม่สามารถอนุมัติรายการของตนเองได้'));
    const { user, row } = await renderQueue();
    await user.click(within(row).getByRole('button', { name: 'อนุมัติ' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('ไม่สามารถอนุมัติรายการของตนเองได้')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0812345678' })).toBeInTheDocument();
  });

  it('shows where a deposit came from, no slip for a QR one, and the site itself as its decider', async () => {
    serverHas([
      {
        ...deposit,
        source: 'qr',
        slip_url: null,
        status: 'success',
        decided_by: 'auto',
        statement_line_id: 5,
        slip_check: { status: 'unchecked', reference: null, sending_bank: null, duplicate: false },
      },
    ]);
    const { row } = await renderQueue();
    expect(within(row).getByText('QR')).toBeInTheDocument();
    expect(within(row).getByText('ไม่มีสลิป')).toBeInTheDocument();
    expect(within(row).queryByRole('img')).not.toBeInTheDocument();
    expect(within(row).queryByText('ยังไม่ได้ตรวจ QR')).not.toBeInTheDocument();
    expect(row).toHaveTextContent('โดย ระบบอัตโนมัติ');
    expect(within(row).queryByRole('button', { name: 'อนุมัติ' })).not.toBeInTheDocument();
    expect(sentTo('GET /cl-api/slips/abc123')).toHaveLength(0);
  });

  it('names a statement-line deposit and the staff member who matched it', async () => {
    serverHas([{ ...deposit, source: 'statement', slip_url: null, status: 'success', decided_by: '0800000091', statement_line_id: 9 }]);
    const { row } = await renderQueue();
    expect(within(row).getByText('รายการเดินบัญชี')).toBeInTheDocument();
    expect(row).toHaveTextContent('โดย 0800000091');
  });

  it('shows สลิป as the source of a reported transfer', async () => {
    serverHas([deposit]);
    const { row } = await renderQueue();
    expect(within(row).getByText('สลิป', { selector: 'span' })).toBeInTheDocument();
  });

  it('lists another status when its tab is chosen', async () => {
    serverHas([deposit]);
    const { user } = await renderQueue();
    answer('GET /admin-api/deposits', page([{ ...deposit, status: 'reject', reason: 'สลิปปลอม' }]));
    await user.click(screen.getByRole('button', { name: 'ปฏิเสธแล้ว' }));
    expect(await screen.findByText('สลิปปลอม')).toBeInTheDocument();
    await waitFor(() => expect(sentTo('GET /admin-api/deposits').at(-1)?.params).toEqual({ status: 'reject', page: 1 }));
    expect(screen.queryByRole('button', { name: 'อนุมัติ' })).not.toBeInTheDocument();
  });
});
