import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MoneySettings } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import MoneySettingsPage from './MoneySettingsPage';

useFakeApi();

const stored: MoneySettings = {
  auto_credit_max: 50000,
  deposit_qr_minutes: 15,
  withdraw_auto: { max: 0, min_account_days: 7, needs_credited_deposit: true, min_stake_percent: 100 },
  second_approval_over: 20000,
};

async function renderPage() {
  answer('GET /admin-api/site-config/money', ok(stored));
  const user = userEvent.setup();
  await renderAsStaff(<MoneySettingsPage />, { route: '/backoffice/money-settings', role: 'admin' });
  await screen.findByLabelText('ยอดฝากที่เติมเครดิตอัตโนมัติได้สูงสุด (บาท)');
  return { user };
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(screen.getByLabelText(label));
  if (value !== '') await user.type(screen.getByLabelText(label), value);
}

describe('ตั้งค่าการเงิน', () => {
  it('shows the stored settings with what 0 means, and saves them as numbers', async () => {
    answer('PUT /admin-api/site-config/money', ({ body }) => ok(body, 'บันทึกการตั้งค่าการเงินสำเร็จ'));
    const { user } = await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'ตั้งค่าการเงิน' })).toBeInTheDocument();
    expect(screen.getByLabelText('ยอดฝากที่เติมเครดิตอัตโนมัติได้สูงสุด (บาท)')).toHaveValue('50000');
    expect(screen.getByLabelText('อายุ QR ฝากเงิน (นาที)')).toHaveValue('15');
    expect(screen.getByLabelText('ยอดถอนที่อนุมัติอัตโนมัติได้สูงสุด (บาท)')).toHaveValue('0');
    expect(screen.getByLabelText('สมาชิกสมัครมาแล้วอย่างน้อย (วัน)')).toHaveValue('7');
    expect(screen.getByLabelText('ยอดแทงตั้งแต่ฝากครั้งล่าสุดอย่างน้อย (% ของยอดฝาก)')).toHaveValue('100');
    expect(screen.getByLabelText('ต้องเคยฝากเงินสำเร็จมาก่อน')).toBeChecked();
    expect(screen.getByLabelText('ยอดถอนที่ต้องอนุมัติ 2 คน (เกินกว่า บาท)')).toHaveValue('20000');
    expect(screen.getByText('ยอดที่เกินจะรอพนักงานจับคู่ ใส่ 0 เพื่อปิดการเติมเครดิตอัตโนมัติ')).toBeInTheDocument();
    expect(screen.getByText('ใส่ 0 เพื่อปิดการอนุมัติถอนอัตโนมัติ')).toBeInTheDocument();

    await replace(user, 'ยอดถอนที่อนุมัติอัตโนมัติได้สูงสุด (บาท)', '2000.50');
    await user.click(screen.getByLabelText('ต้องเคยฝากเงินสำเร็จมาก่อน'));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('บันทึกการตั้งค่าการเงินสำเร็จ')).toBeInTheDocument();
    expect(sentTo('PUT /admin-api/site-config/money')[0]?.body).toEqual({
      auto_credit_max: 50000,
      deposit_qr_minutes: 15,
      withdraw_auto: { max: 2000.5, min_account_days: 7, needs_credited_deposit: false, min_stake_percent: 100 },
      second_approval_over: 20000,
    });
  });

  it('shows the Thai message of each field the shared schema refuses, and sends nothing', async () => {
    const { user } = await renderPage();
    await replace(user, 'ยอดฝากที่เติมเครดิตอัตโนมัติได้สูงสุด (บาท)', '-1');
    await replace(user, 'อายุ QR ฝากเงิน (นาที)', '90');
    await replace(user, 'ยอดถอนที่อนุมัติอัตโนมัติได้สูงสุด (บาท)', '10.555');
    await replace(user, 'สมาชิกสมัครมาแล้วอย่างน้อย (วัน)', '1.5');
    await replace(user, 'ยอดแทงตั้งแต่ฝากครั้งล่าสุดอย่างน้อย (% ของยอดฝาก)', '2000');
    await replace(user, 'ยอดถอนที่ต้องอนุมัติ 2 คน (เกินกว่า บาท)', '');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await waitFor(() =>
      expect(screen.getByLabelText('ยอดฝากที่เติมเครดิตอัตโนมัติได้สูงสุด (บาท)')).toHaveAccessibleDescription('จำนวนเงินต้องเป็น 0 ขึ้นไป'),
    );
    expect(screen.getByLabelText('อายุ QR ฝากเงิน (นาที)')).toHaveAccessibleDescription('อายุ QR ต้องเป็น 5 ถึง 60 นาที');
    expect(screen.getByLabelText('ยอดถอนที่อนุมัติอัตโนมัติได้สูงสุด (บาท)')).toHaveAccessibleDescription('ระบุจำนวนเงินได้ไม่เกิน 2 ตำแหน่งทศนิยม');
    expect(screen.getByLabelText('สมาชิกสมัครมาแล้วอย่างน้อย (วัน)')).toHaveAccessibleDescription('อายุบัญชีต้องเป็นจำนวนวัน 0 ขึ้นไป');
    expect(screen.getByLabelText('ยอดแทงตั้งแต่ฝากครั้งล่าสุดอย่างน้อย (% ของยอดฝาก)')).toHaveAccessibleDescription(
      'สัดส่วนยอดแทงต้องเป็น 0 ถึง 1000 เปอร์เซ็นต์',
    );
    expect(screen.getByLabelText('ยอดถอนที่ต้องอนุมัติ 2 คน (เกินกว่า บาท)')).toHaveAccessibleDescription('จำนวนเงินต้องเป็น 0 ขึ้นไป');
    expect(sentTo('PUT /admin-api/site-config/money')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    answer('PUT /admin-api/site-config/money', fail(403, 'FORBIDDEN', 'ไม่มีสิทธิ์ทำรายการนี้'));
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('ไม่มีสิทธิ์ทำรายการนี้')).toBeInTheDocument();
  });
});
