import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@lotto/shared';
import { tokensReceived } from '@lotto/shared/client';
import { answer, ok, renderWithStore, useFakeApi } from '@lotto/shared/testing';
import { Route, Routes } from 'react-router-dom';
import LottoAllPage from '../../../pages/LottoAllPage';
import { lottoRoute, openRound } from '../../../testing/betFixtures';

useFakeApi();

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function renderList() {
  return renderWithStore(
    <Routes>
      <Route path={paths.lottoAll} element={<LottoAllPage />} />
      <Route path={paths.bet.pattern} element={<h1>bet page</h1>} />
    </Routes>,
    { route: paths.lottoAll, seed: async (store) => store.dispatch(tokensReceived({ token: 't', refresh_token: 'r' })) },
  );
}

describe('rounds list', () => {
  it('splits single and stock, orders open → closed → invalid, and disables a closed card', async () => {
    answer(lottoRoute('bet_running'), () =>
      ok({
        single: [
          openRound({ round_id: '1', name: 'หวยผิดเวลา', start_at: inMinutes(120), end_at: inMinutes(60) }),
          openRound({ round_id: '2', name: 'หวยปิดแล้ว', start_at: inMinutes(-120), end_at: inMinutes(-1) }),
          openRound({ round_id: '3', name: 'หวยปิดทีหลัง', end_at: inMinutes(3 * 24 * 60 + 2 * 60 + 3) }),
          openRound({ round_id: '4', name: 'หวยปิดก่อน', end_at: inMinutes(30) }),
        ],
        stock: [openRound({ round_id: '5', code: 'korea', name: 'หุ้นเกาหลี', type: 'stock' })],
      }),
    );
    await renderList();
    const single = await screen.findByRole('region', { name: 'หวยทั่วไป' });
    const names = within(single)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label'));
    expect(names).toEqual(['หวยปิดก่อน', 'หวยปิดทีหลัง', 'หวยปิดแล้ว', 'หวยผิดเวลา']);
    expect(within(screen.getByRole('region', { name: 'หวยหุ้นต่างประเทศ' })).getByRole('article')).toHaveAttribute('aria-label', 'หุ้นเกาหลี');

    const closed = screen.getByRole('article', { name: 'หวยปิดแล้ว' });
    expect(within(closed).getByRole('button', { name: 'ปิดรับแทง' })).toBeDisabled();
    expect(within(screen.getByRole('article', { name: 'หวยผิดเวลา' })).getByRole('button', { name: 'ปิดรับแทง' })).toBeDisabled();

    const later = screen.getByRole('article', { name: 'หวยปิดทีหลัง' });
    expect(later).toHaveTextContent(/03 : 02 : 0[23] : \d\d/);
    expect(later).toHaveTextContent(/ปิดรับ \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await userEvent.setup().click(within(later).getByRole('button', { name: 'แทงหวย' }));
    expect(await screen.findByRole('heading', { name: 'bet page' })).toBeInTheDocument();
  });

  it('lists a round whose start is ahead after the open ones, with ยังไม่เปิดรับแทง, its opening time and its button disabled', async () => {
    const startAt = '2036-03-01T01:30:00.000Z';
    answer(lottoRoute('bet_running'), () =>
      ok({
        single: [
          openRound({ round_id: '1', name: 'หวยรัฐบาลงวดหน้า', start_at: startAt, end_at: '2036-03-16T08:00:00.000Z' }),
          openRound({ round_id: '2', name: 'หวยปิดแล้ว', start_at: inMinutes(-120), end_at: inMinutes(-1) }),
          openRound({ round_id: '3', name: 'หวยเปิดอยู่', end_at: '2036-04-01T08:00:00.000Z' }),
        ],
        stock: [],
      }),
    );
    await renderList();
    const single = await screen.findByRole('region', { name: 'หวยทั่วไป' });
    expect(
      within(single)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['หวยเปิดอยู่', 'หวยรัฐบาลงวดหน้า', 'หวยปิดแล้ว']);
    const ahead = screen.getByRole('article', { name: 'หวยรัฐบาลงวดหน้า' });
    expect(within(ahead).getByRole('button', { name: 'ยังไม่เปิดรับแทง' })).toBeDisabled();
    expect(within(ahead).queryByRole('button', { name: 'แทงหวย' })).not.toBeInTheDocument();
    expect(ahead).toHaveTextContent('เปิดรับ 2036-03-01 08:30:00');
    expect(ahead).not.toHaveTextContent('เหลือเวลา');
  });

  it('closes a card live when its countdown reaches the end', async () => {
    answer(lottoRoute('bet_running'), () =>
      ok({ single: [openRound({ name: 'หวยฮานอย', end_at: new Date(Date.now() + 1500).toISOString() })], stock: [] }),
    );
    await renderList();
    const card = await screen.findByRole('article', { name: 'หวยฮานอย' });
    expect(within(card).getByRole('button', { name: 'แทงหวย' })).toBeEnabled();
    expect(await within(card).findByRole('button', { name: 'ปิดรับแทง' }, { timeout: 4000 })).toBeDisabled();
  });

  it('says so when no round is open', async () => {
    answer(lottoRoute('bet_running'), () => ok({ single: [], stock: [] }));
    await renderList();
    expect(await screen.findByText('ยังไม่มีงวดที่เปิดรับแทง')).toBeInTheDocument();
  });

  it('shows a Thai error when bet_running fails', async () => {
    answer(lottoRoute('bet_running'), () => ({ status: 500, body: { status: 'error', code: 'INTERNAL', message: 'ระบบขัดข้อง' } }));
    await renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดรายการหวยได้');
  });
});
