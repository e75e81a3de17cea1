import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, ok, renderWithStore, sent, useFakeApi } from '@lotto/shared/testing';
import { governmentItem, hanoiItem, nikkeiItem, yeekeeItem } from '../testing/sampleResults';
import ResultPage from './ResultPage';

useFakeApi();

const betResult = 'POST /lto-public-api/lotto/bet_result';
const yeekeeRound = 'POST /lto-public-api/lotto/yeekee_round';
const calls = () => sent.map(({ url, body }) => ({ url, body }));

describe('ResultPage (/lotto/result)', () => {
  it("asks for each lottery's newest draw and splits them into single and foreign stock lotteries", async () => {
    answer(betResult, ok([governmentItem, hanoiItem, nikkeiItem]));
    await renderWithStore(<ResultPage />, { route: '/lotto/result' });

    const single = await screen.findByRole('region', { name: 'หวยทั่วไป' });
    const stock = screen.getByRole('region', { name: 'หวยหุ้นต่างประเทศ' });
    expect(
      within(single)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['หวยรัฐบาลไทย', 'หวยฮานอย']);
    expect(
      within(stock)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['หุ้นนิเคอิรอบเช้า']);
    expect(within(single).getByRole('article', { name: 'หวยรัฐบาลไทย' })).toHaveAttribute('data-wide', 'true');
    expect(calls()).toEqual([{ url: '/lto-public-api/lotto/bet_result', body: {} }]);
    expect(screen.getByRole('heading', { name: 'ผลรางวัล', level: 1 }).closest('section')).toHaveAttribute('data-remote', 'mf-results');
  });

  it('links each card to the check page of its draw', async () => {
    answer(betResult, ok([hanoiItem]));
    await renderWithStore(<ResultPage />, { route: '/lotto/result' });
    expect(await screen.findByRole('link', { name: 'ตรวจผลรางวัล หวยฮานอย' })).toHaveAttribute('href', '/lotto/result/hanoi/2024-01-02');
  });

  it("shows a yeekee card with its hash, seed and the check panel, and the open round's published hash", async () => {
    const openRound = {
      round_id: '22',
      start_at: '2024-01-02T07:15:00.000Z',
      end_at: '2024-01-02T07:30:00.000Z',
      commitment: 'ab'.repeat(32),
    };
    answer(betResult, ok([yeekeeItem]));
    answer(yeekeeRound, ok(openRound));
    await renderWithStore(<ResultPage />, { route: '/lotto/result' });
    const card = await screen.findByRole('article', { name: 'หวยยี่กี' });
    expect(within(card).getByRole('region', { name: 'ตรวจสอบผลยี่กีด้วยตัวเอง' })).toHaveTextContent(yeekeeItem.commitment!);
    const open = await within(card).findByRole('region', { name: 'รอบที่เปิดรับอยู่' });
    expect(open).toHaveTextContent(`รอบที่เปิดรับอยู่ ปิดรับ 14:30 น.ค่าแฮชของเลขลับ (ประกาศก่อนปิดรับ)${openRound.commitment}เลขลับจะเปิดเผยเมื่อออกผล`);
    await userEvent.click(within(card).getByRole('button', { name: 'ตรวจสอบ' }));
    expect(await within(card).findByText('ผลรางวัลรอบนี้ตรวจสอบผ่าน')).toBeInTheDocument();
  });

  it('shows no open-round hash when no yeekee round is open', async () => {
    answer(betResult, ok([yeekeeItem]));
    answer(yeekeeRound, ok(null));
    await renderWithStore(<ResultPage />, { route: '/lotto/result' });
    await screen.findByRole('article', { name: 'หวยยี่กี' });
    await waitFor(() => expect(calls().map((call) => call.url)).toContain('/lto-public-api/lotto/yeekee_round'));
    expect(screen.queryByRole('region', { name: 'รอบที่เปิดรับอยู่' })).toBeNull();
  });

  it('shows skeleton cards while loading', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    answer(betResult, () => gate.then(() => ok([])));
    await renderWithStore(<ResultPage />, { route: '/lotto/result' });
    const loading = screen.getByRole('status');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveTextContent('กำลังโหลดผลรางวัล');
    expect(screen.getAllByTestId('result-skeleton')).toHaveLength(4);
    release();
    expect(await screen.findByText('ยังไม่มีผลรางวัล')).toBeInTheDocument();
    expect(screen.queryByTestId('result-skeleton')).toBeNull();
  });

  it('says so in Thai when the network fails, and the retry loads the results', async () => {
    let online = false;
    answer(betResult, () => (online ? ok([hanoiItem]) : { networkError: true }));
    await renderWithStore(<ResultPage />, { route: '/lotto/result' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ไม่สามารถโหลดผลรางวัลได้');
    expect(alert).toHaveTextContent('ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้');
    online = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'ลองอีกครั้ง' }));
    expect(await screen.findByRole('article', { name: 'หวยฮานอย' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there are no results yet', async () => {
    answer(betResult, ok([]));
    await renderWithStore(<ResultPage />, { route: '/lotto/result' });
    expect(await screen.findByText('ยังไม่มีผลรางวัล')).toBeInTheDocument();
  });
});
