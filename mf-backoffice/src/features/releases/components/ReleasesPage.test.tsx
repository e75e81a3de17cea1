import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteReleases } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import ReleasesPage from './ReleasesPage';

useFakeApi();

const releases: RemoteReleases[] = [
  { name: 'mf-wallet', versions: ['1.0.0', '1.1.0'], live: '1.1.0', pinned: null },
  { name: 'mf-betting', versions: ['1.0.0', '1.2.0'], live: '1.0.0', pinned: '1.0.0' },
];

async function renderPage() {
  answer('GET /admin-api/remotes', ok(releases));
  const user = userEvent.setup({ delay: null });
  await renderAsStaff(<ReleasesPage />, { route: '/backoffice/releases', role: 'admin' });
  await screen.findByRole('region', { name: 'mf-wallet' });
  return user;
}

describe('ReleasesPage', () => {
  it("shows each remote's versions newest first, the live one and its pin", async () => {
    await renderPage();
    const wallet = screen.getByRole('region', { name: 'mf-wallet' });
    expect(wallet).toHaveTextContent('ใช้เวอร์ชันล่าสุดอัตโนมัติ');
    expect(within(wallet).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1.1.0 ใช้งานอยู่ตรึง', '1.0.0 ตรึง']);
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
});
