import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@lotto/shared';
import { answer, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import AuditPage from './AuditPage';

useFakeApi();

const entries: AuditEntry[] = [
  {
    id: 2,
    actor_id: 99,
    actor_username: '0800000099',
    action: 'round.correct',
    target_type: 'round',
    target_id: '41',
    before: { result: { '2top': '12' } },
    after: { result: { '2top': '34' } },
    created_at: '2026-11-23T09:30:00.000Z',
  },
  {
    id: 1,
    actor_id: null,
    actor_username: null,
    action: 'deposit.approve',
    target_type: 'deposit',
    target_id: '5',
    before: null,
    after: { status: 'success' },
    created_at: '2026-11-23T09:00:00.000Z',
  },
];

const timesMoved: AuditEntry = {
  id: 3,
  actor_id: 99,
  actor_username: '0800000099',
  action: 'round.times',
  target_type: 'round',
  target_id: '41',
  before: { open_at: '2026-11-22T11:30:00.000Z', close_at: '2026-11-23T08:30:00.000Z' },
  after: { open_at: '2026-11-22T11:30:00.000Z', close_at: '2026-11-23T17:05:00.000Z' },
  created_at: '2026-11-23T10:00:00.000Z',
};

describe('ประวัติการทำงาน', () => {
  it('lists who did what to what, with the values before and after, read-only', async () => {
    answer('GET /admin-api/audit', ok({ data: entries, limit: 25, paging: { page: 1, pages: 1 }, total: 2 }));
    await renderAsStaff(<AuditPage />, { route: '/backoffice/audit' });
    const [correction, approval] = (await screen.findAllByRole('row')).filter((row) => row.tagName === 'TR').slice(1);
    expect(correction).toHaveTextContent('23/11/2026 16:30:00');
    expect(correction).toHaveTextContent('0800000099');
    expect(correction).toHaveTextContent('แก้ไขผล');
    expect(correction).toHaveTextContent('งวด #41');
    expect(approval).toHaveTextContent('ระบบ');
    expect(approval).toHaveTextContent('อนุมัติรายการฝาก');
    expect(approval).toHaveTextContent('รายการฝาก #5');
    expect(screen.queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
  });

  it('shows before and after as a list of Thai names beside their values, changed ones marked, never as JSON', async () => {
    answer('GET /admin-api/audit', ok({ data: [timesMoved, ...entries], limit: 25, paging: { page: 1, pages: 1 }, total: 3 }));
    await renderAsStaff(<AuditPage />, { route: '/backoffice/audit' });
    const changes = await screen.findAllByRole('table', { name: 'ค่าที่เปลี่ยน' });
    const rowsOf = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .map((row) =>
          Array.from(row.children)
            .map((cell) => cell.textContent)
            .join(' | '),
        );
    expect(rowsOf(changes[0]!)).toEqual([
      'รายการ | ก่อน | หลัง',
      'เวลาเปิดรับ | 22/11/2026 18:30:00 | 22/11/2026 18:30:00',
      'เวลาปิดรับเปลี่ยน | 23/11/2026 15:30:00 | 24/11/2026 00:05:00',
    ]);
    expect(rowsOf(changes[1]!)).toEqual(['รายการ | ก่อน | หลัง', 'ผลรางวัล · 2 ตัวบนเปลี่ยน | 12 | 34']);
    expect(rowsOf(changes[2]!)).toEqual(['รายการ | ก่อน | หลัง', 'สถานะเปลี่ยน | — | อนุมัติแล้ว']);
    expect(within(changes[0]!).getAllByText('เปลี่ยน')).toHaveLength(1);
    expect(document.body).not.toHaveTextContent('{');
    expect(document.body).not.toHaveTextContent('T08:30');
  });

  it('asks the server with the filters chosen', async () => {
    answer('GET /admin-api/audit', ok({ data: entries, limit: 25, paging: { page: 1, pages: 1 }, total: 2 }));
    const user = userEvent.setup();
    await renderAsStaff(<AuditPage />, { route: '/backoffice/audit' });
    await screen.findByText('งวด #41');
    await user.type(screen.getByLabelText('รหัสผู้ทำรายการ'), '99');
    await user.selectOptions(screen.getByLabelText('การกระทำ'), 'แก้ไขผล');
    expect(screen.getByLabelText('รหัสเป้าหมาย')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('เป้าหมาย'), 'งวด');
    await user.type(screen.getByLabelText('รหัสเป้าหมาย'), '41');
    await user.click(screen.getByRole('button', { name: 'กรอง' }));
    await waitFor(() =>
      expect(sentTo('GET /admin-api/audit').at(-1)?.params).toEqual({ actor_id: 99, action: 'round.correct', target: 'round:41', page: 1 }),
    );

    await user.click(screen.getByRole('button', { name: 'ล้างตัวกรอง' }));
    await waitFor(() => expect(sentTo('GET /admin-api/audit').at(-1)?.params).toEqual({ page: 1 }));
    expect(screen.getByLabelText('รหัสผู้ทำรายการ')).toHaveValue('');
    expect(screen.getByLabelText('เป้าหมาย')).toHaveValue('');
  });
});
