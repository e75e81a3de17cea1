import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, ok, renderWithStore, sent, useFakeApi } from '@lotto/shared/testing';
import { governmentItem, hanoiItem, yeekeeItem } from '../testing/sampleResults';
import type { LotteryResultItem } from '@lotto/shared';
import ResultCheckPage from './ResultCheckPage';

useFakeApi();

const calls = () => sent.map(({ url, body }) => ({ url, body }));

/** A server holding `items` (one lottery) with results on `dates`. */
function serve(items: LotteryResultItem[], dates: string[]) {
  answer('POST /lto-public-api/lotto/result_dates', ok(dates));
  answer('POST /lto-public-api/lotto/yeekee_round', ok(null));
  answer('POST /lto-public-api/lotto/bet_result', ({ body }) =>
    ok(items.filter((item) => item.result_date === (body as { date?: string }).date)),
  );
}

const renderAt = (route: string) => renderWithStore(<ResultCheckPage />, { route, path: '/lotto/result/:type/:date' });

describe('ResultCheckPage (/lotto/result/{type}/{date})', () => {
  it('shows the stored draw with Thai labels, the Thai date and arrays joined', async () => {
    serve([governmentItem], ['2024-01-01']);
    await renderAt('/lotto/result/government/2024-01-01');
    const card = await screen.findByRole('article', { name: 'หวยรัฐบาลไทย' });
    expect(card).toHaveTextContent('01 มกราคม 2024');
    expect(card).toHaveTextContent('รางวัลที่ 1987123');
    expect(card).toHaveTextContent('หน้า 3 ตัว111, 222');
    expect(calls()).toContainEqual({ url: '/lto-public-api/lotto/bet_result', body: { name: 'government', date: '2024-01-01' } });
  });

  it('marks per bet type whether a typed number would have won', async () => {
    serve([governmentItem], ['2024-01-01']);
    await renderAt('/lotto/result/government/2024-01-01');
    await screen.findByRole('article', { name: 'หวยรัฐบาลไทย' });
    await userEvent.type(screen.getByLabelText('เลขที่ต้องการตรวจ'), '333');
    const verdicts = screen.getByRole('list', { name: 'ผลการตรวจเลข 333' });
    expect(
      within(verdicts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 ตัวบนไม่ถูกรางวัล', '3 ตัวโต๊ดไม่ถูกรางวัล', 'หน้า 3 ตัวไม่ถูกรางวัล', 'ท้าย 3 ตัวถูกรางวัล']);
  });

  it('keeps only digits in the number, and says when no bet type has that many', async () => {
    serve([hanoiItem], ['2024-01-02']);
    await renderAt('/lotto/result/hanoi/2024-01-02');
    await screen.findByRole('article', { name: 'หวยฮานอย' });
    const field = screen.getByLabelText('เลขที่ต้องการตรวจ');
    await userEvent.type(field, '1x2y34');
    expect(field).toHaveValue('1234');
    expect(screen.getByText('หวยนี้ไม่มีประเภทการแทง 4 ตัว')).toBeInTheDocument();
  });

  it('offers the dates that have a draw and opens the one chosen', async () => {
    serve(
      [hanoiItem, { ...hanoiItem, round_id: '5', result_date: '2023-12-31', result: { '3top': '555', '2top': '55', '2bottom': '01' } }],
      ['2024-01-02', '2023-12-31'],
    );
    await renderAt('/lotto/result/hanoi/2024-01-02');
    await screen.findByRole('article', { name: 'หวยฮานอย' });
    const picker = screen.getByLabelText('งวดวันที่');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['02 มกราคม 2024', '31 ธันวาคม 2023']);
    await userEvent.selectOptions(picker, '2023-12-31');
    expect(await screen.findByText('31 ธันวาคม 2023', { selector: 'time' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'หวยฮานอย' })).toHaveTextContent('3 ตัวบน555');
  });

  it('opens the newest draw of a lottery chosen from the list', async () => {
    serve([hanoiItem], ['2024-01-02']);
    await renderAt('/lotto/result/government/2024-01-01');
    await screen.findByText('ไม่มีผลรางวัลของ หวยรัฐบาลไทย งวดวันที่ 01 มกราคม 2024');
    await userEvent.selectOptions(screen.getByLabelText('หวย'), 'hanoi');
    expect(await screen.findByRole('article', { name: 'หวยฮานอย' })).toHaveTextContent('02 มกราคม 2024');
  });

  it('gives a Thai empty state for an unknown lottery, without asking the server', async () => {
    serve([], []);
    await renderAt('/lotto/result/bitcoin/2024-01-01');
    expect(screen.getByText('ไม่พบหวยประเภทนี้ กรุณาเลือกหวยจากรายการ')).toBeInTheDocument();
    expect(calls()).toEqual([]);
  });

  it('gives a Thai empty state for a date with no draw, and for a date that is not one', async () => {
    serve([], ['2024-01-02']);
    await renderAt('/lotto/result/hanoi/2020-01-01');
    expect(await screen.findByText('ไม่มีผลรางวัลของ หวยฮานอย งวดวันที่ 01 มกราคม 2020')).toBeInTheDocument();
  });

  it('does not ask for a date that is not a calendar date', async () => {
    serve([], []);
    await renderAt('/lotto/result/hanoi/yesterday');
    expect(screen.getByText('ไม่มีผลรางวัลของ หวยฮานอย งวดวันที่ yesterday')).toBeInTheDocument();
    expect(calls().filter((call) => call.url.endsWith('/bet_result'))).toEqual([]);
  });

  it("lets the member pick one of the day's yeekee rounds and verify it", async () => {
    const earlier: LotteryResultItem = {
      ...yeekeeItem,
      round_id: '20',
      draw_at: '2024-01-02T07:00:00.000Z',
      result: { '3top': '000', '2top': '00', '2bottom': '00' },
    };
    serve([yeekeeItem, earlier], ['2024-01-02']);
    await renderAt('/lotto/result/yeekee/2024-01-02');
    const rounds = await screen.findByLabelText('รอบ');
    expect(
      within(rounds)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['รอบ 14:15 น.', 'รอบ 14:00 น.']);
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจสอบ' }));
    expect(await screen.findByText('ผลรางวัลรอบนี้ตรวจสอบผ่าน')).toBeInTheDocument();

    await userEvent.selectOptions(rounds, '20');
    expect(screen.getByRole('article', { name: 'หวยยี่กี' })).toHaveTextContent('3 ตัวบน000');
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจสอบ' }));
    expect(await screen.findByText('ผลรางวัลรอบนี้ตรวจสอบไม่ผ่าน')).toBeInTheDocument();
    expect(screen.getByText('ผลที่คำนวณได้ไม่ตรงกับผลรางวัลที่ออก')).toBeInTheDocument();
  });
});
