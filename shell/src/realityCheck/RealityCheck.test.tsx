import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokensReceived } from '@lotto/shared/client';
import { answer, ok, renderWithStore, sentTo, useFakeApi } from '@lotto/shared/testing';
import { RealityCheck } from './RealityCheck';

useFakeApi();

const settings = (intervalSeconds: number | null) => ({
  deposit: { day: null, week: null, month: null },
  loss: { day: null, week: null, month: null },
  stake: { day: null, week: null, month: null },
  pending: [],
  reality_check_minutes: intervalSeconds === null ? null : 30,
  reality_check_interval_seconds: intervalSeconds,
  timeout_until: null,
  excluded_until: null,
});

/** The session began `minutesAgo`; stored once the test store is made (making it clears localStorage). */
async function renderCheck(intervalSeconds: number | null, minutesAgo: number) {
  answer('GET /cl-api/auth/me', () => ok({ id: 1, username: '0800000001', credit: 5, role: 'member' }));
  answer('GET /cl-api/auth/play-limits', ok(settings(intervalSeconds)));
  answer('GET /cl-api/auth/session-result', ok({ net: -30 }));
  return renderWithStore(<RealityCheck />, {
    seed: async (store) => {
      localStorage.setItem('reality-check', JSON.stringify({ since: Date.now() - minutesAgo * 60_000, answeredAt: null }));
      store.dispatch(tokensReceived({ token: 'a', refresh_token: 'r' }));
    },
  });
}

describe('RealityCheck', () => {
  it('shows the time since login and the net result once the interval has passed', async () => {
    // The 30-minute check of a session 65 minutes old is due at once.
    await renderCheck(1800, 65);

    const check = await screen.findByRole('alertdialog', { name: 'คุณเล่นมาแล้ว 1 ชั่วโมง 5 นาที' }, { timeout: 10_000 });
    expect(await within(check).findByText('ผลได้เสียตั้งแต่เข้าสู่ระบบ -30.00 บาท')).toBeInTheDocument();
    const since = new Date(JSON.parse(localStorage.getItem('reality-check')!).since).toISOString();
    expect(sentTo('GET /cl-api/auth/session-result')[0]!.params).toEqual({ since });
    expect(within(check).getByRole('button', { name: 'ออกจากระบบ' })).toBeInTheDocument();
  });

  it('ดำเนินการต่อ closes it and keeps when it was answered, so a reload waits a full interval', async () => {
    const user = userEvent.setup();
    await renderCheck(1800, 31);
    const check = await screen.findByRole('alertdialog', { name: 'คุณเล่นมาแล้ว 31 นาที' }, { timeout: 10_000 });

    await user.click(within(check).getByRole('button', { name: 'ดำเนินการต่อ' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('reality-check')!).answeredAt).toEqual(expect.any(Number));
  });
});
