import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteReleases } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import ReleasesPage from './ReleasesPage';

useFakeApi();

const runnable = (...versions: string[]) => versions.map((version) => ({ version, refusal: null }));
const refusal = 'เชลล์ที่ใช้งานอยู่เปิด mf-wallet 2.0.0 ไม่ได้: เวอร์ชันนี้ต้องใช้ federation runtime 3.0.0 แต่เชลล์มี 2.9.2';
const health = (version: string, loads: number, loadFailures: number, errors: number) => ({
  version,
  loads,
  load_failures: Math.round((loadFailures * loads) / 1000),
  errors: Math.round((errors * loads) / 1000),
  load_failures_per_1000: loadFailures,
  errors_per_1000: errors,
});

const releases: RemoteReleases[] = [
  {
    name: 'mf-wallet',
    versions: [{ version: '2.0.0', refusal }, ...runnable('1.1.0', '1.0.0')],
    live: '1.1.0',
    pinned: null,
    canary: null,
    health: [health('1.1.0', 1200, 2.5, 0)],
  },
  {
    name: 'mf-betting',
    versions: runnable('1.2.0', '1.0.0'),
    live: '1.0.0',
    pinned: '1.0.0',
    canary: { version: '1.2.0', percent: 10, started_at: '2026-11-25T03:00:00.000Z' },
    health: [health('1.0.0', 2000, 1, 0.5), health('1.2.0', 200, 5, 40)],
  },
];

async function renderPage() {
  answer('GET /admin-api/remotes', ok(releases));
  const user = userEvent.setup({ delay: null });
  await renderAsStaff(<ReleasesPage />, { route: '/backoffice/releases', role: 'admin' });
  await screen.findByRole('region', { name: 'mf-wallet' });
  return user;
}

describe('ReleasesPage', () => {
  it("shows each remote's versions newest first, the live one and its pin, and why the shell cannot run one", async () => {
    await renderPage();
    const wallet = screen.getByRole('region', { name: 'mf-wallet' });
    expect(wallet).toHaveTextContent('ใช้เวอร์ชันล่าสุดอัตโนมัติ');
    expect(
      within(wallet)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`2.0.0 เชลล์เปิดไม่ได้${refusal}`, '1.1.0 ใช้งานอยู่ตรึง', '1.0.0 ทดลองตรึง']);
    expect(within(wallet).queryByRole('button', { name: 'ตรึง mf-wallet 2.0.0' })).not.toBeInTheDocument();
    const betting = screen.getByRole('region', { name: 'mf-betting' });
    expect(betting).toHaveTextContent('ตรึงไว้ที่ 1.0.0');
    expect(within(betting).queryByRole('button', { name: 'ตรึง mf-betting 1.0.0' })).not.toBeInTheDocument();
  });

  it('rolls a remote back after ตกลง, and asks again before anything is sent', async () => {
    answer('POST /admin-api/remotes/mf-wallet/pin', ok({ ...releases[0], live: '1.0.0', pinned: '1.0.0' }));
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'ตรึง mf-wallet 1.0.0' }));
    const dialog = screen.getByRole('dialog', { name: 'ตรึงเวอร์ชัน' });
    expect(dialog).toHaveTextContent('ให้ทุกคนใช้ mf-wallet เวอร์ชัน 1.0.0 ใช่หรือไม่?');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(sentTo('POST /admin-api/remotes/mf-wallet/pin')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'ตรึง mf-wallet 1.0.0' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('ใช้เวอร์ชัน 1.0.0 ของ mf-wallet แล้ว')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/remotes/mf-wallet/pin')[0]!.body).toEqual({ version: '1.0.0' });
    expect(sentTo('GET /admin-api/remotes').length).toBeGreaterThanOrEqual(1);
  });

  it('unpins back to the newest version', async () => {
    answer('POST /admin-api/remotes/mf-betting/unpin', ok({ ...releases[1], live: '1.2.0', pinned: null }));
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'ยกเลิกการตรึง mf-betting' }));
    expect(screen.getByRole('dialog', { name: 'ยกเลิกการตรึงเวอร์ชัน' })).toHaveTextContent(
      'ให้ mf-betting กลับไปใช้เวอร์ชันล่าสุดที่ติดตั้ง (1.2.0) ใช่หรือไม่?',
    );
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('ยกเลิกการตรึงเวอร์ชันของ mf-betting แล้ว ใช้เวอร์ชันล่าสุด')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/remotes/mf-betting/unpin')).toHaveLength(1);
  });

  it("shows the server's refusal", async () => {
    answer('POST /admin-api/remotes/mf-wallet/pin', fail(404, 'NOT_FOUND', 'ไม่พบเวอร์ชัน 1.0.0 ของ mf-wallet'));
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'ตรึง mf-wallet 1.0.0' }));
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('ไม่พบเวอร์ชัน 1.0.0 ของ mf-wallet')).toBeInTheDocument();
  });

  it("shows the canary and both versions' load failures and errors per 1,000 loads", async () => {
    await renderPage();
    const betting = screen.getByRole('region', { name: 'mf-betting' });
    expect(betting).toHaveTextContent('ทดลอง 1.2.0 กับสมาชิก 10%');
    const table = within(betting).getByRole('table', { name: 'ผลการใช้งานตั้งแต่เริ่มทดลอง' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['เวอร์ชันเปิดหน้าโหลดไม่สำเร็จ ต่อ 1,000 ครั้งข้อผิดพลาด ต่อ 1,000 ครั้ง', '1.0.0 (เวอร์ชันหลัก)2,00010.5', '1.2.0 (ทดลอง)200540']);
  });

  it('starts a canary with the share of members asked, refusing a share out of range', async () => {
    answer('POST /admin-api/remotes/mf-wallet/canary', ok(releases[0]));
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'ทดลอง mf-wallet 1.0.0' }));
    const dialog = screen.getByRole('dialog', { name: 'ทดลองกับสมาชิกบางส่วน' });
    const share = within(dialog).getByLabelText('สัดส่วนสมาชิก (%)');
    await user.clear(share);
    await user.type(share, '100');
    await user.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('ระบุสัดส่วนสมาชิกเป็นจำนวนเต็ม 1 ถึง 99 เปอร์เซ็นต์');
    expect(sentTo('POST /admin-api/remotes/mf-wallet/canary')).toHaveLength(0);

    await user.clear(share);
    await user.type(share, '25');
    await user.click(within(dialog).getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('เริ่มทดลอง mf-wallet 1.0.0 กับสมาชิก 25% แล้ว')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/remotes/mf-wallet/canary')[0]!.body).toEqual({ version: '1.0.0', percent: 25 });
  });

  it('promotes or aborts the canary after ตกลง', async () => {
    answer('POST /admin-api/remotes/mf-betting/promote', ok(releases[1]));
    answer('POST /admin-api/remotes/mf-betting/abort', ok(releases[1]));
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'ใช้กับทุกคน mf-betting 1.2.0' }));
    expect(screen.getByRole('dialog', { name: 'ใช้เวอร์ชันทดลองกับทุกคน' })).toHaveTextContent('ให้ทุกคนใช้ mf-betting เวอร์ชัน 1.2.0 ใช่หรือไม่?');
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('ใช้ mf-betting 1.2.0 กับทุกคนแล้ว')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ยกเลิกการทดลอง mf-betting 1.2.0' }));
    expect(screen.getByRole('dialog', { name: 'ยกเลิกการทดลอง' })).toHaveTextContent('ให้ทุกคนกลับไปใช้ mf-betting เวอร์ชันหลัก (1.0.0) ใช่หรือไม่?');
    await user.click(screen.getByRole('button', { name: 'ตกลง' }));
    expect(await screen.findByText('ยกเลิกการทดลอง mf-betting 1.2.0 แล้ว ทุกคนกลับไปใช้เวอร์ชันหลัก')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/remotes/mf-betting/abort')).toHaveLength(1);
  });
});
