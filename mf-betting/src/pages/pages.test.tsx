import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { paths } from '@lotto/shared';
import { answer, ok, renderWithStore, useFakeApi } from '@lotto/shared/testing';
import { Route, Routes } from 'react-router-dom';
import LottoAllPage from './LottoAllPage';
import BetPage from './BetPage';
import TransactionPage from './TransactionPage';
import { lottoRoute, openRound } from '../testing/betFixtures';

useFakeApi();

beforeEach(() => {
  answer(lottoRoute('bet_running'), () => ok({ single: [openRound()], stock: [] }));
  answer(lottoRoute('pay_rate'), () => ok([]));
  answer(lottoRoute('history'), () => ok({ result: [], page: 1, total: 0 }));
  answer(lottoRoute('lotto_list'), () => ok([]));
});

describe('mf-betting screens', () => {
  it.each<[string, string, ReactElement, string]>([
    ['/lotto/all', paths.lottoAll, <LottoAllPage key="all" />, 'เลือกหวยที่ต้องการแทง'],
    ['/lotto/bet/type-a/single/hanoi/7', paths.bet.pattern, <BetPage key="bet" />, 'หวยฮานอย'],
    ['/lotto/transaction', paths.transaction, <TransactionPage key="slips" />, 'โพยหวย'],
  ])('%s is drawn by mf-betting', async (route, path, page, title) => {
    await renderWithStore(page, { route, path });
    expect((await screen.findByRole('heading', { name: title })).closest('section[data-remote]')).toHaveAttribute(
      'data-remote',
      'mf-betting',
    );
  });

  it('sends a round_id of the literal text undefined to /lotto/all', async () => {
    await renderWithStore(
      <Routes>
        <Route path={paths.bet.pattern} element={<BetPage />} />
        <Route path={paths.lottoAll} element={<h1>rounds page</h1>} />
      </Routes>,
      { route: '/lotto/bet/type-a/single/hanoi/undefined' },
    );
    expect(await screen.findByRole('heading', { name: 'rounds page' })).toBeInTheDocument();
  });

  it('says the round is closed when bet_running no longer lists it, under the page heading', async () => {
    await renderWithStore(<BetPage />, { route: '/lotto/bet/type-a/single/hanoi/99', path: paths.bet.pattern });
    expect(await screen.findByRole('alert')).toHaveTextContent('งวดนี้ปิดรับแทงแล้ว หรือไม่มีงวดนี้');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('แทงหวย');
  });
});
