import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember, StaffMemberDetail } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import MembersPage from './MembersPage';

useFakeApi();

const member: StaffMember = {
  id: 7,
  username: '0812345678',
  role: 'member',
  status: 'active',
  credit: 1250.5,
  created_at: '2026-11-01T03:00:00.000Z',
};
const detail: StaffMemberDetail = {
  ...member,
  debt: 200,
  bank_accounts: [{ bank_id: 1, short_name: 'KBANK', account_name: 'สมชาย ใจดีมาก', account_number: '0987654321' }],
};
const paged = (data: unknown[]) => ok({ data, limit: 25, paging: { page: 1, pages: 1 }, total: data.length });

function serverKnowsMember(current: StaffMemberDetail = detail) {
  answer('GET /admin-api/members/7', ok(current));
  answer(
    'GET /admin-api/members/7/ledger',
    paged([{ id: 3, kind: 'prize', reference: 'prize:41:v1', amount: 900, created_at: '2026-11-23T10:00:00.000Z' }]),
  );
  answer(
    'GET /admin-api/members/7/slips',
    paged([
      {
        id: 55,
        round_id: 41,
        lottery_name: 'หวยรัฐบาลไทย',
        total: 100,
        prize: 900,
        status: 'prize',
        created_at: '2026-11-22T10:00:00.000Z',
      },
    ]),
  );
  answer('GET /admin-api/deposits', paged([]));
  answer(
    'GET /admin-api/members/7/protection',
    ok({
      settings: {
        deposit: { day: 500, week: null, month: null },
        loss: { day: null, week: null, month: null },
        stake: { day: null, week: null, month: null },
        pending: [],
        reality_check_minutes: 30,
        reality_check_interval_seconds: 1800,
        timeout_until: '2026-11-30T03:00:00.000Z',
        excluded_until: null,
      },
      history: [{ at: '2026-11-23T03:00:00.000Z', change: 'break', detail: 'พักการเล่น 7 วัน' }],
    }),
  );
}

describe('สมาชิก', () => {
  it('searches by the start of a phone number and opens a member', async () => {
    answer('GET /admin-api/members', paged([member]));
    const user = userEvent.setup();
    await renderAsStaff(<MembersPage />, { route: '/backoffice/members', path: '/backoffice/members/*' });
    await screen.findByRole('link', { name: '0812345678' });
    await user.type(screen.getByRole('searchbox', { name: 'ค้นหาด้วยเบอร์โทรศัพท์' }), '0812');
    await user.click(screen.getByRole('button', { name: 'ค้นหา' }));
    await waitFor(() => expect(sentTo('GET /admin-api/members').at(-1)?.params).toEqual({ phone: '0812', page: 1 }));
    const row = screen.getByRole('link', { name: '0812345678' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('สมาชิก');
    expect(row).toHaveTextContent('ใช้งาน');
    expect(row).toHaveTextContent('1,250.50');

    serverKnowsMember();
    await user.click(within(row).getByRole('link', { name: '0812345678' }));
    const profile = await screen.findByRole('region', { name: 'ข้อมูลสมาชิก' });
    expect(profile).toHaveTextContent('1,250.50');
    expect(profile).toHaveTextContent('ยอดค้างชำระ200.00');
  });

  it("shows the member's bank accounts, ledger and slips", async () => {
    serverKnowsMember();
    const user = userEvent.setup();
    await renderAsStaff(<MembersPage />, { route: '/backoffice/members/7', path: '/backoffice/members/*' });
    expect(await screen.findByRole('region', { name: 'บัญชีธนาคาร' })).toHaveTextContent('KBANK 0987654321สมชาย ใจดีมาก');
    expect(await screen.findByText('prize:41:v1')).toBeInTheDocument();
    expect(screen.getByText('รางวัล')).toBeInTheDocument();
    expect(screen.getByText('900.00')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'โพยหวย' }));
    expect(await screen.findByText('หวยรัฐบาลไทย #55')).toBeInTheDocument();
    expect(screen.getByText('ถูกรางวัล')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'รายการฝาก' }));
    await waitFor(() => expect(sentTo('GET /admin-api/deposits').at(-1)?.params).toEqual({ member_id: 7, page: 1 }));
  });

  it("shows the member's ควบคุมการเล่น and its history, with nothing to change it", async () => {
    serverKnowsMember();
    await renderAsStaff(<MembersPage />, { route: '/backoffice/members/7', path: '/backoffice/members/*' });
    const protection = await screen.findByRole('region', { name: 'ควบคุมการเล่น' });
    await within(protection).findByText('500.00 บาท');
    expect(protection).toHaveTextContent('วงเงินฝากต่อวัน500.00 บาท');
    expect(protection).toHaveTextContent('วงเงินเสียต่อวันไม่จำกัด');
    expect(protection).toHaveTextContent('เตือนเวลาเล่นทุก30 นาที');
    expect(protection).toHaveTextContent('พักการเล่นถึง 30/11/2026 10:00:00');
    expect(protection).toHaveTextContent('23/11/2026 10:00:00 พักการเล่น 7 วัน');
    expect(within(protection).queryAllByRole('button')).toEqual([]);
  });

  it('suspends a member after ตกลง', async () => {
    serverKnowsMember();
    answer('POST /admin-api/members/7/suspend', () => {
      serverKnowsMember({ ...detail, status: 'suspended' });
      return ok({ ...detail, status: 'suspended' });
    });
    const user = userEvent.setup();
    await renderAsStaff(<MembersPage />, { route: '/backoffice/members/7', path: '/backoffice/members/*' });
    await user.click(await screen.findByRole('button', { name: 'ระงับการใช้งาน' }));
    const dialog = screen.getByRole('dialog', { name: 'ระงับการใช้งาน' });
    expect(dialog).toHaveTextContent('ระงับการใช้งานของ 0812345678? สมาชิกจะถูกออกจากระบบทันที');
    await user.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('ระงับการใช้งานแล้ว')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'เปิดใช้งาน' })).toBeInTheDocument();
    expect(sentTo('POST /admin-api/members/7/suspend')).toHaveLength(1);
  });

  it('offers a credit adjustment to admin only', async () => {
    serverKnowsMember();
    await renderAsStaff(<MembersPage />, { route: '/backoffice/members/7', path: '/backoffice/members/*' });
    await screen.findByRole('region', { name: 'ข้อมูลสมาชิก' });
    expect(screen.queryByRole('button', { name: 'ปรับยอดเครดิต' })).not.toBeInTheDocument();
  });

  it('adjusts credit with a required reason and shows the refusal of one beyond the credit', async () => {
    serverKnowsMember();
    answer('POST /admin-api/members/7/credit-adjustments', fail(409, 'INSUFFICIENT_CREDIT', 'เครดิตไม่เพียงพอ'));
    const user = userEvent.setup();
    await renderAsStaff(<MembersPage />, { route: '/backoffice/members/7', path: '/backoffice/members/*', role: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'ปรับยอดเครดิต' }));
    const dialog = screen.getByRole('dialog', { name: 'ปรับยอดเครดิต 0812345678' });
    await user.type(within(dialog).getByLabelText('จำนวนเงิน (ติดลบเพื่อหักออก)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(within(dialog).getByText('กรุณาระบุจำนวนเงินที่ไม่เป็นศูนย์')).toBeInTheDocument();
    expect(within(dialog).getByText('กรุณาระบุเหตุผล')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/members/7/credit-adjustments')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('จำนวนเงิน (ติดลบเพื่อหักออก)'));
    await user.type(within(dialog).getByLabelText('จำนวนเงิน (ติดลบเพื่อหักออก)'), '-5000');
    await user.type(within(dialog).getByLabelText('เหตุผล'), 'แก้ไขยอดฝากซ้ำ');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('เครดิตไม่เพียงพอ')).toBeInTheDocument();
    const [sentAdjustment] = sentTo('POST /admin-api/members/7/credit-adjustments');
    expect(sentAdjustment?.body).toEqual({ amount: -5000, reason: 'แก้ไขยอดฝากซ้ำ' });
    expect(sentAdjustment?.headers['idempotency-key']).toBeTruthy();
  });
});
