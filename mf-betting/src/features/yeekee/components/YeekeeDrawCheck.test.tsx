import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { YeekeeShot } from '@lotto/shared';
import { answer, ok, useFakeApi, useFakeStreams } from '@lotto/shared/testing';
import { lottoRoute, openRound, renderBetScreen, serveBetScreen } from '../../../testing/betFixtures';

useFakeApi();
// The panel watches the round's shots on the tab's stream; these tests send none.
useFakeStreams();

// README's known answer ("Check a yeekee draw yourself"): this seed with the shots 12345 then 99999 draws 14882.
const SEED = 'b7e23ec29af22b0b4e41da31e868d57226121c84d9f1a4ab8c2a3a3c5f3b0a4e';
const COMMITMENT = '7a6eabc7c8168d6f433a3109e66541f174f0ab0c05072b8e9f96bbce18dd9063';
const DIGEST = '056455bac74a81b847409c34a6c5caaa38927d2657f6757c95ba52fe57c3f373';

const closedYeekeeRound = () =>
  openRound({
    round_id: '41',
    code: 'yeekee',
    name: 'หวยยี่กี',
    start_at: new Date(Date.now() - 900_000).toISOString(),
    end_at: new Date(Date.now() - 60_000).toISOString(),
  });

const shots: YeekeeShot[] = [
  { seq: 1, member: '08x-xxx-1111', number: '12345', createdAt: '2026-11-25T01:00:01.000Z', digest: 'link-1' },
  { seq: 2, member: '08x-xxx-2222', number: '99999', createdAt: '2026-11-25T01:00:02.000Z', digest: DIGEST },
];

const drawnItem = (result: Record<string, string>) => ({
  round_id: '41',
  name: 'หวยยี่กี',
  code: 'yeekee',
  logo: '/lto-public-api/lotto/logo/yeekee.svg',
  type: 'single',
  result_date: '2026-11-25',
  draw_at: '2026-11-25T01:15:00.000Z',
  result,
  seed: SEED,
  commitment: COMMITMENT,
  draw_version: 2,
  shots_digest: DIGEST,
});

/** jsdom's Blob has no text(): its FileReader reads it. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

beforeEach(() => {
  serveBetScreen({ round: closedYeekeeRound() });
  answer(lottoRoute('yeekee_shots'), () => ok({ shots, count: 2, sum: 112344, digest: DIGEST }));
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('yeekee round after the draw', () => {
  it('is a board of the round’s shots once bet_running no longer lists it (the results page links here)', async () => {
    serveBetScreen({ round: openRound() });
    answer(lottoRoute('bet_result'), () => ok([]));
    await renderBetScreen(closedYeekeeRound());
    const board = await screen.findByRole('region', { name: 'ยิงเลข' });
    await waitFor(() => expect(within(board).getAllByRole('listitem')).toHaveLength(2));
    expect(within(board).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the shots as yeekee-<round_id>.json with the list in seq order, count, sum and the digest recomputed from it', async () => {
    const blobs: Blob[] = [];
    jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:yeekee-${blobs.length}`;
    });
    answer(lottoRoute('bet_result'), () => ok([]));
    await renderBetScreen(closedYeekeeRound());
    const link = await screen.findByRole('link', { name: 'ดาวน์โหลดไฟล์รายการเลขที่ยิง' });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'เลขที่ยิงแล้ว' })).getAllByRole('listitem')).toHaveLength(2));
    expect(link).toHaveAttribute('download', 'yeekee-41.json');
    await waitFor(() => expect(link).toHaveAttribute('href', `blob:yeekee-${blobs.length}`));
    const file: unknown = JSON.parse(await blobText(blobs[blobs.length - 1]!));
    expect(file).toEqual({ round_id: '41', shots, count: 2, sum: 112344, digest: DIGEST });
  });

  it('shows the result and the revealed seed, and ตรวจสอบ recomputes the draw from the shown shots: 14882 verified', async () => {
    answer(lottoRoute('bet_result'), () => ok([drawnItem({ '3top': '882', '2top': '82', '2bottom': '14' })]));
    const user = userEvent.setup();
    await renderBetScreen(closedYeekeeRound());
    const result = await screen.findByRole('region', { name: 'ผลรางวัลรอบนี้' });
    expect(within(result).getByText(SEED)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'เลขที่ยิงแล้ว' })).getAllByRole('listitem')).toHaveLength(2));
    await user.click(within(result).getByRole('button', { name: 'ตรวจสอบ' }));
    const verdict = await within(result).findByText('ผลรางวัลรอบนี้ตรวจสอบผ่าน', {}, { timeout: 55_000 });
    expect(verdict.parentElement).toHaveTextContent('3 ตัวบน 882');
    expect(verdict.parentElement).toHaveTextContent('2 ตัวล่าง 14');
  }, 60_000);
});
