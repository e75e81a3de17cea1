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
    expect(screen.getByRole('region', { name: 'ยอดแทง (ไม่รวมโพยที่ยกเลิก)' })).toHaveTextContent('8,200.50');
    expect(screen.getByText('นับจากโพยที่แทงวันนี้และยังไม่ถูกยกเลิก รายงานนับยอดแทงทุกโพยที่แทง แล้วแสดงยอดยกเลิกแยกไว้')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'จ่ายรางวัล' })).toHaveTextContent('9,000.00');
    expect(screen.getByRole('region', { name: 'กำไร/ขาดทุน' })).toHaveTextContent('-799.50');
    expect(screen.getByRole('link', { name: 'รายการฝากรออนุมัติ 4 รายการ' })).toHaveAttribute('href', '/backoffice/deposits');
    expect(screen.getByRole('link', { name: 'รายการถอนรออนุมัติ 1 รายการ' })).toHaveAttribute('href', '/backoffice/withdrawals');
  });
});

describe('แดชบอร์ด: result import alerts', () => {
  it('lists rounds whose result sources disagree or keep failing, each linking to its round', async () => {
    answer(
      'GET /admin-api/dashboard',
      ok({
        date: '2026-05-02',
        deposits: 0,
        withdrawals: 0,
        stakes: 0,
        prizes: 0,
        house_result: 0,
        pending_deposits: 0,
        pending_withdrawals: 0,
      }),
    );
    answer(
      'GET /admin-api/result-imports/alerts',
      ok([
        {
          round_id: 7,
          lottery_code: 'government',
          lottery_name: 'หวยรัฐบาลไทย',
          round_date: '2026-05-02',
          state: 'disagreement',
          since: '2026-05-02T09:05:00.000Z',
        },
        {
          round_id: 9,
          lottery_code: 'hanoi',
          lottery_name: 'หวยฮานอย',
          round_date: '2026-05-02',
          state: 'failing',
          since: '2026-05-02T12:00:00.000Z',
        },
      ]),
    );
    await renderAsStaff(<DashboardPage />);
    const alert = await screen.findByRole('alert', { name: 'แจ้งเตือนผลรางวัล' });
    expect(alert).toHaveTextContent('ไม่มีการออกผลเอง ตรวจผลแล้วบันทึกผลในงวดหวย');
    expect(screen.getByRole('link', { name: 'หวยรัฐบาลไทย งวด 2026-05-02: แหล่งผลไม่ตรงกัน' })).toHaveAttribute(
      'href',
      '/backoffice/rounds?lottery=government&date=2026-05-02',
    );
    expect(screen.getByRole('link', { name: 'หวยฮานอย งวด 2026-05-02: ดึงผลไม่สำเร็จ' })).toHaveAttribute(
      'href',
      '/backoffice/rounds?lottery=hanoi&date=2026-05-02',
    );
  });
});
