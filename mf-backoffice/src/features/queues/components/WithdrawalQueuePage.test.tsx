import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffWithdrawal } from '@lotto/shared';
import { answer, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
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
};

describe('รายการถอน', () => {
  it('shows the account to pay and rejects with the reason given', async () => {
    answer('GET /admin-api/withdrawals', ok({ data: [withdrawal], limit: 50, paging: { page: 1, pages: 1 }, total: 1 }));
    answer('POST /admin-api/withdrawals/12/reject', ok({ ...withdrawal, status: 'reject' }));
    const user = userEvent.setup();
    await renderAsStaff(<WithdrawalQueuePage />, { route: '/backoffice/withdrawals' });
    const row = (await screen.findByRole('link', { name: '0812345678' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('KBANK 0987654321');
    expect(row).toHaveTextContent('สมชาย ใจดีมาก');
    expect(row).toHaveTextContent('300.00');

    await user.click(within(row).getByRole('button', { name: 'ปฏิเสธ' }));
    const dialog = screen.getByRole('dialog', { name: 'ปฏิเสธรายการถอน' });
    await user.type(within(dialog).getByLabelText('เหตุผล'), 'บัญชีปลายทางไม่ถูกต้อง');
    await user.click(within(dialog).getByRole('button', { name: 'ปฏิเสธ' }));

    expect(await screen.findByText('ปฏิเสธรายการสำเร็จ')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/withdrawals/12/reject')[0]?.body).toEqual({ reason: 'บัญชีปลายทางไม่ถูกต้อง' });
  });
});
