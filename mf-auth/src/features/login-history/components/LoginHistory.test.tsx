import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, ok, sentTo, useFakeApi, type SentRequest } from '@lotto/shared/testing';
import { renderAsMember } from '../../../testing/renderPage';
import { LoginHistory } from './LoginHistory';

useFakeApi();

const row = (n: number, ok: boolean) => ({
  at: `2026-03-01T0${n % 10}:00:00.000Z`,
  device: `Chrome บน Android ${n}`,
  address: `203.0.113.${n}`,
  ok,
});

describe('LoginHistory', () => {
  it('shows each sign-in, successful or not, and pages', async () => {
    answer('GET /cl-api/auth/login-history', (request: SentRequest) =>
      request.params.page === 2
        ? ok({ result: [row(21, true)], page: 2, total: 21 })
        : ok({ result: [row(1, false), ...Array.from({ length: 19 }, (_, i) => row(i + 2, true))], page: 1, total: 21 }),
    );
    const user = userEvent.setup();
    await renderAsMember(<LoginHistory />, { route: '/account' });

    const table = await screen.findByRole('table', { name: 'ประวัติการเข้าสู่ระบบ' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('01/03/2026 08:00:00Chrome บน Android 1203.0.113.1ไม่สำเร็จ');
    expect(rows[1]).toHaveTextContent('สำเร็จ');
    expect(screen.getByText('หน้า 1 จาก 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ถัดไป' }));

    expect(await screen.findByText('Chrome บน Android 21')).toBeInTheDocument();
    expect(sentTo('GET /cl-api/auth/login-history').map((request) => request.params.page)).toEqual([1, 2]);
  });

  it('says when there is no history yet', async () => {
    answer('GET /cl-api/auth/login-history', ok({ result: [], page: 1, total: 0 }));
    await renderAsMember(<LoginHistory />, { route: '/account' });
    expect(await screen.findByText('ยังไม่มีประวัติการเข้าสู่ระบบ')).toBeInTheDocument();
  });
});
