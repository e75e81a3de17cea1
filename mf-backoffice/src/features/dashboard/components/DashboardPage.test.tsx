import { screen } from '@testing-library/react';
import { answer, ok, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import DashboardPage from './DashboardPage';

useFakeApi();

describe('แดชบอร์ด', () => {
  it("shows today's figures and pending counts that link to the queues", async () => {
    answer(
      'GET /admin-api/dashboard',
      ok({
        date: '2026-11-23',
        deposits: 12500,
        withdrawals: 3000,
        stakes: 8200.5,
        prizes: 9000,
        house_result: -799.5,
        pending_deposits: 4,
        pending_withdrawals: 1,
      }),
    );
    await renderAsStaff(<DashboardPage />);
    expect(await screen.findByText('สรุปวันนี้ (2026-11-23)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ยอดฝาก' })).toHaveTextContent('12,500.00');
    expect(screen.getByRole('region', { name: 'ยอดถอน' })).toHaveTextContent('3,000.00');
    expect(screen.getByRole('region', { name: 'ยอดแทง' })).toHaveTextContent('8,200.50');
    expect(screen.getByRole('region', { name: 'จ่ายรางวัล' })).toHaveTextContent('9,000.00');
    expect(screen.getByRole('region', { name: 'กำไร/ขาดทุน' })).toHaveTextContent('-799.50');
    expect(screen.getByRole('link', { name: 'รายการฝากรออนุมัติ 4 รายการ' })).toHaveAttribute('href', '/backoffice/deposits');
    expect(screen.getByRole('link', { name: 'รายการถอนรออนุมัติ 1 รายการ' })).toHaveAttribute('href', '/backoffice/withdrawals');
  });
});
