import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import ReportsPage from './ReportsPage';

useFakeApi();

const report = (by: string) => ({
  from: '2026-11-20',
  to: '2026-11-21',
  by,
  rows:
    by === 'day'
      ? [
          {
            key: '2026-11-20',
            label: '2026-11-20',
            stakes: 1200,
            cancelled: 200,
            prizes: 900,
            net: 100,
            deposits: 5000,
            withdrawals: 1500.5,
          },
          { key: '2026-11-21', label: '2026-11-21', stakes: 300, cancelled: 0, prizes: 0, net: 300, deposits: 0, withdrawals: 0 },
        ]
      : [{ key: 'hanoi', label: 'หวยฮานอย', stakes: 1500, cancelled: 200, prizes: 900, net: 400, deposits: null, withdrawals: null }],
  totals: { stakes: 1500, cancelled: 200, prizes: 900, net: 400, deposits: 5000, withdrawals: 1500.5 },
});

describe('รายงาน', () => {
  beforeEach(() => {
    answer('GET /admin-api/reports', (request) =>
      request.params.format === 'csv' ? { status: 200, body: '\uFEFFวัน,ยอดแทง\n' } : ok(report(String(request.params.by))),
    );
  });

  it('shows the range by day with its totals and a CSV link, and asks again by lottery', async () => {
    await renderAsStaff(<ReportsPage />, { route: '/backoffice/reports?from=2026-11-20&to=2026-11-21&by=day' });
    const table = await screen.findByRole('table', { name: 'รายงาน' });
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [],
      ['2026-11-20', '1,200.00', '200.00', '900.00', '100.00', '5,000.00', '1,500.50'],
      ['2026-11-21', '300.00', '0.00', '0.00', '300.00', '0.00', '0.00'],
      ['รวม', '1,500.00', '200.00', '900.00', '400.00', '5,000.00', '1,500.50'],
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['วัน', 'ยอดแทงทั้งหมด (รวมที่ยกเลิก)', 'ยอดยกเลิก', 'ยอดจ่ายรางวัล', 'กำไรสุทธิ', 'ยอดฝากที่อนุมัติ', 'ยอดถอนที่อนุมัติ']);
    expect(
      screen.getByText(
        'ตัวเลขทุกช่องรวมจากบัญชีเงินตามวันเวลาไทย ยอดแทงนับทุกโพยที่แทง รวมโพยที่ยกเลิกภายหลัง ยอดยกเลิกแสดงแยกไว้ ยอดฝากและถอนไม่แยกตามหวยหรืองวด',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ดาวน์โหลด CSV' })).toHaveAttribute('download', 'report-day-2026-11-20-2026-11-21.csv');
    expect(sentTo('GET /admin-api/reports').map((request) => request.params)).toEqual(
      expect.arrayContaining([
        { from: '2026-11-20', to: '2026-11-21', by: 'day' },
        { from: '2026-11-20', to: '2026-11-21', by: 'day', format: 'csv' },
      ]),
    );

    await userEvent.selectOptions(screen.getByLabelText('แยกตาม'), 'หวย');
    await userEvent.click(screen.getByRole('button', { name: 'แสดงรายงาน' }));
    expect(await screen.findByRole('cell', { name: 'หวยฮานอย' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'รายงาน' })).getAllByRole('row')[1]).toHaveTextContent(
      'หวยฮานอย1,500.00200.00900.00400.00--',
    );
  });

  it('refuses a range whose end is before its start, in Thai, without asking the server', async () => {
    await renderAsStaff(<ReportsPage />, { route: '/backoffice/reports?from=2026-11-20&to=2026-11-21&by=day' });
    await screen.findByRole('table', { name: 'รายงาน' });
    const asked = sentTo('GET /admin-api/reports').length;
    const to = screen.getByLabelText('ถึงวันที่');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-19');
    await userEvent.click(screen.getByRole('button', { name: 'แสดงรายงาน' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ช่วงวันที่ไม่ถูกต้อง: วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มและห่างกันไม่เกิน 366 วัน');
    expect(sentTo('GET /admin-api/reports')).toHaveLength(asked);
  });
});
