import { screen } from '@testing-library/react';
import type { LotteryResultItem } from '@lotto/shared';
import { renderWithStore } from '@lotto/shared/testing';
import { resultsApi } from '../result-card/resultsApi';
import ResultCheckPage from './ResultCheckPage';

const government: LotteryResultItem = {
  round_id: '7',
  name: 'หวยรัฐบาลไทย',
  code: 'government',
  logo: '/lto-public-api/lotto/logo/government.svg',
  type: 'single',
  result_date: '2024-01-01',
  result: { first_prize: '987123', '3front': ['111', '222'], '3back': ['333', '444'], '2bottom': '45' },
};

function renderPage(items: LotteryResultItem[]) {
  return renderWithStore(<ResultCheckPage />, {
    route: '/lotto/result/government/2024-01-01',
    path: '/lotto/result/:type/:date',
    seed: (store) => store.dispatch(resultsApi.util.upsertQueryData('betResult', { name: 'government', date: '2024-01-01' }, items)),
  });
}

describe('ResultCheckPage', () => {
  it('shows the stored result with the Thai prize labels, the date as 01 January 2024, arrays joined', async () => {
    await renderPage([government]);
    const card = await screen.findByRole('article', { name: 'หวยรัฐบาลไทย' });
    expect(card).toHaveTextContent('01 January 2024');
    expect(card).toHaveTextContent('รางวัลที่ 1987123');
    expect(card).toHaveTextContent('หน้า 3 ตัว111, 222');
    expect(card).toHaveTextContent('ท้าย 3 ตัว333, 444');
    expect(card).toHaveTextContent('2 ตัวล่าง45');
  });

  it('shows the prizes in their order, whatever order the stored keys come in', async () => {
    await renderPage([{ ...government, code: 'hanoi', name: 'หวยฮานอย', result: { '2top': '23', '3top': '123', '2bottom': '45' } }]);
    const labels = (await screen.findByRole('article', { name: 'หวยฮานอย' })).querySelectorAll('dt');
    expect(Array.from(labels, (label) => label.textContent)).toEqual(['3 ตัวบน', '2 ตัวบน', '2 ตัวล่าง']);
  });

  it('says so when the draw has no result yet', async () => {
    await renderPage([]);
    expect(await screen.findByText('ยังไม่มีผลรางวัลของงวดนี้')).toBeInTheDocument();
  });
});
