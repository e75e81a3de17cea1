import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { YeekeeShot } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi, useFakeStreams } from '@lotto/shared/testing';
import { lottoRoute, openRound, renderBetScreen, serveBetScreen } from '../../../testing/betFixtures';

useFakeApi();
const streams = useFakeStreams();

const yeekeeRound = () => openRound({ round_id: '41', code: 'yeekee', name: 'หวยยี่กี' });

const shot = (seq: number, number: string, member = '08x-xxx-9999'): YeekeeShot => ({
  seq,
  number,
  member,
  createdAt: `2026-11-25T01:0${seq}:00.000Z`,
  digest: `digest-${seq}`,
});

beforeEach(() => {
  serveBetScreen({ round: yeekeeRound() });
  answer(lottoRoute('yeekee_shots'), () => ok({ shots: [shot(1, '12345'), shot(2, '00007')], count: 2, sum: 12352, digest: 'digest-2' }));
});

/** The member's stream, which carries the round, sends these shots at once. */
async function streamed(...shots: YeekeeShot[]) {
  await waitFor(() => expect(streams.open()).toHaveLength(1));
  act(() => streams.open()[0]!.send(shots.map((each) => `event: shot\nid: /41:${each.seq}\ndata: ${JSON.stringify(each)}\n\n`).join('')));
}

const panel = () => screen.getByRole('region', { name: 'ยิงเลข' });
const listed = () =>
  within(screen.getByRole('list', { name: 'เลขที่ยิงแล้ว' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

async function shoot(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByRole('textbox', { name: 'เลข 5 หลักที่ต้องการยิง' }), number);
  await user.click(within(panel()).getByRole('button', { name: 'ยิงเลข' }));
}

describe('yeekee shoot panel', () => {
  it('lists the round’s shots newest first with their count and sum, and opens the round’s stream', async () => {
    await renderBetScreen(yeekeeRound());
    await waitFor(() => expect(listed()).toHaveLength(2), { timeout: 5000 });
    expect(listed()[0]).toContain('00007');
    expect(listed()[0]).toContain('08x-xxx-9999');
    expect(listed()[1]).toContain('12345');
    expect(within(panel()).getByText('ยิงแล้ว 2 ครั้ง')).toBeInTheDocument();
    expect(within(panel()).getByText('ผลรวม 12352')).toBeInTheDocument();
    expect(sentTo(lottoRoute('yeekee_shots')).map((call) => call.body)).toEqual([{ round_id: '41' }]);
    // Signed in, the round's shots come on the member's one stream of the tab.
    await waitFor(() => expect(streams.open().map((stream) => stream.url)).toEqual(['/cl-api/stream?yeekee=41']));
    expect(streams.open()[0]!.headers.Authorization).toBe('Bearer member-token');
  });

  it('shoots the five digits, puts the accepted shot at the top once though the stream repeats it, then counts down the cool-down', async () => {
    answer(lottoRoute('yeekee_shoot'), () => ok({ seq: 3, number: '54321', createdAt: '2026-11-25T01:03:30.000Z', digest: 'digest-3' }));
    const user = userEvent.setup();
    await renderBetScreen(yeekeeRound());
    await waitFor(() => expect(listed()).toHaveLength(2), { timeout: 5000 });
    await shoot(user, '54321');
    expect(await within(panel()).findByText('ยิงเลขสำเร็จ')).toBeInTheDocument();
    expect(sentTo(lottoRoute('yeekee_shoot')).map((call) => call.body)).toEqual([{ round_id: '41', number: '54321' }]);
    expect(listed()[0]).toContain('54321');
    expect(listed()[0]).toContain('08x-xxx-0001');
    await streamed(shot(3, '54321', '08x-xxx-0001'));
    await waitFor(() => expect(within(panel()).getByText('ผลรวม 66673')).toBeInTheDocument());
    expect(listed()).toHaveLength(3);
    expect(within(panel()).getByText('ผลรวม 66673')).toBeInTheDocument();
    expect(within(panel()).getByRole('timer')).toHaveTextContent('ยิงได้อีกครั้งใน 10 วินาที');
    expect(within(panel()).getByRole('button', { name: 'ยิงเลข' })).toBeDisabled();
  });

  it('adds a shot of the stream once, however often it arrives', async () => {
    await renderBetScreen(yeekeeRound());
    await waitFor(() => expect(listed()).toHaveLength(2), { timeout: 5000 });
    await streamed(shot(3, '99999'), shot(3, '99999'), shot(2, '00007'));
    await waitFor(() => expect(listed()).toHaveLength(3));
    expect(listed()[0]).toContain('99999');
    expect(within(panel()).getByText('ยิงแล้ว 3 ครั้ง')).toBeInTheDocument();
    expect(within(panel()).getByText('ผลรวม 112351')).toBeInTheDocument();
  });

  it('shows a cool-down refusal in Thai and counts down the seconds the server gave', async () => {
    answer(lottoRoute('yeekee_shoot'), fail(429, 'RATE_LIMITED', 'ยิงเลขได้อีกครั้งในอีก 7 วินาที'));
    const user = userEvent.setup();
    await renderBetScreen(yeekeeRound());
    await shoot(user, '11111');
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('ยิงเลขได้อีกครั้งในอีก 7 วินาที');
    expect(within(panel()).getByRole('timer')).toHaveTextContent('ยิงได้อีกครั้งใน 7 วินาที');
    await waitFor(() => expect(within(panel()).getByRole('timer')).toHaveTextContent('ยิงได้อีกครั้งใน 6 วินาที'), { timeout: 3000 });
    expect(listed()).toHaveLength(2);
  });

  it.each([
    [409, 'ROUND_CLOSED', 'รอบนี้ปิดรับยิงเลขแล้ว'],
    [429, 'RATE_LIMITED', 'ยิงเลขได้ไม่เกิน 100 ครั้งต่อรอบ'],
    [403, 'FORBIDDEN', 'บัญชีของท่านถูกระงับ ไม่สามารถยิงเลขได้'],
  ])('shows the server’s %s %s refusal in Thai without a countdown', async (status, code, message) => {
    answer(lottoRoute('yeekee_shoot'), fail(status, code, message));
    const user = userEvent.setup();
    await renderBetScreen(yeekeeRound());
    await shoot(user, '22222');
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(message);
    expect(within(panel()).queryByRole('timer')).not.toBeInTheDocument();
  });

  it('refuses fewer than five digits without calling the server', async () => {
    const user = userEvent.setup();
    await renderBetScreen(yeekeeRound());
    await shoot(user, '123');
    expect(within(panel()).getAllByText('เลขที่ยิงต้องเป็นตัวเลข 5 หลัก').length).toBeGreaterThan(0);
    expect(sentTo(lottoRoute('yeekee_shoot'))).toEqual([]);
  });

  it('is not on the bet screen of another lottery', async () => {
    serveBetScreen();
    await renderBetScreen();
    expect(await screen.findByRole('heading', { name: 'หวยฮานอย' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'ยิงเลข' })).not.toBeInTheDocument();
    expect(streams.connections).toEqual([]);
  });
});
