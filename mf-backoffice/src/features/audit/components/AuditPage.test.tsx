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

describe('ประวัติการทำงาน', () => {
  it('lists who did what to what, with the values before and after, read-only', async () => {
    answer('GET /admin-api/audit', ok({ data: entries, limit: 25, paging: { page: 1, pages: 1 }, total: 2 }));
    await renderAsStaff(<AuditPage />, { route: '/backoffice/audit' });
    const [correction, approval] = (await screen.findAllByRole('row')).slice(1);
    expect(correction).toHaveTextContent('23/11/2026 16:30:00');
    expect(correction).toHaveTextContent('0800000099');
    expect(correction).toHaveTextContent('แก้ไขผล');
    expect(correction).toHaveTextContent('round:41');
    expect(correction).toHaveTextContent('"2top": "12"');
    expect(correction).toHaveTextContent('"2top": "34"');
    expect(approval).toHaveTextContent('ระบบ');
    expect(approval).toHaveTextContent('อนุมัติรายการฝาก');
    expect(within(approval as HTMLElement).getByText('—')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
  });

  it('asks the server with the filters chosen', async () => {
    answer('GET /admin-api/audit', ok({ data: entries, limit: 25, paging: { page: 1, pages: 1 }, total: 2 }));
    const user = userEvent.setup();
    await renderAsStaff(<AuditPage />, { route: '/backoffice/audit' });
    await screen.findByText('round:41');
    await user.type(screen.getByLabelText('รหัสผู้ทำรายการ'), '99');
    await user.selectOptions(screen.getByLabelText('การกระทำ'), 'แก้ไขผล');
    await user.type(screen.getByLabelText('เป้าหมาย'), 'round:41');
    await user.click(screen.getByRole('button', { name: 'กรอง' }));
    await waitFor(() =>
      expect(sentTo('GET /admin-api/audit').at(-1)?.params).toEqual({ actor_id: 99, action: 'round.correct', target: 'round:41', page: 1 }),
    );

    await user.click(screen.getByRole('button', { name: 'ล้างตัวกรอง' }));
    await waitFor(() => expect(sentTo('GET /admin-api/audit').at(-1)?.params).toEqual({ page: 1 }));
    expect(screen.getByLabelText('รหัสผู้ทำรายการ')).toHaveValue('');
  });
});
