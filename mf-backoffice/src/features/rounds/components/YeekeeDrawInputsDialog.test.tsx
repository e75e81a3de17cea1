import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import { hanoi, sampleLotteries, sampleRound, yeekee } from '../../../testing/sampleLotteries';
import RoundsPage from './RoundsPage';

useFakeApi();

const yeekeeDrawn = sampleRound(yeekee, {
  id: 15,
  slot: '2026-11-23#41',
  state: 'settled',
  settlement_version: 1,
  result: { '3top': '882', '2top': '82', '2bottom': '14' },
  yeekee_seed_hash: '7a6eabc7c8168d6f433a3109e66541f174f0ab0c05072b8e9f96bbce18dd9063',
  yeekee_seed: 'b7e23ec29af22b0b4e41da31e868d57226121c84d9f1a4ab8c2a3a3c5f3b0a4e',
});

const drawInputs = {
  round_id: '15',
  close_at: '2026-11-23T03:15:00.000Z',
  commitment: '7a6eabc7c8168d6f433a3109e66541f174f0ab0c05072b8e9f96bbce18dd9063',
  seed: 'b7e23ec29af22b0b4e41da31e868d57226121c84d9f1a4ab8c2a3a3c5f3b0a4e',
  version: 2,
  iterations: 4_194_304,
  shots_digest: '056455bac74a81b847409c34a6c5caaa38927d2657f6757c95ba52fe57c3f373',
  result: '14882',
  shots: [
    { seq: 1, member: '08x-xxx-1111', number: '12345', createdAt: '2026-11-23T03:10:00.000Z', digest: 'link-1' },
    { seq: 2, member: '08x-xxx-2222', number: '99999', createdAt: '2026-11-23T03:11:00.000Z', digest: 'link-2' },
  ],
  count: 2,
  sum: 112344,
};

beforeEach(() => {
  answer('GET /admin-api/lotteries', ok(sampleLotteries));
  answer(
    'GET /admin-api/rounds',
    ok({ data: [yeekeeDrawn, sampleRound(hanoi, { id: 11 })], limit: 25, paging: { page: 1, pages: 1 }, total: 2 }),
  );
  answer('GET /admin-api/yeekee/15', ok(drawInputs));
});

describe('yeekee round: shots and draw inputs in the back office', () => {
  it('opens read only from the yeekee row: the seed, version, digest and result, every shot with count and sum', async () => {
    const user = userEvent.setup({ delay: null });
    await renderAsStaff(<RoundsPage />, { route: '/backoffice/rounds?date=2026-11-23' });
    await screen.findByRole('table', { name: 'รายการงวด' });
    expect(within(screen.getByRole('row', { name: /หวยฮานอย/ })).queryByRole('link', { name: 'ข้อมูลการออกผลยี่กี' })).not.toBeInTheDocument();
    expect(sentTo('GET /admin-api/yeekee/15')).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'ข้อมูลการออกผลยี่กี' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('table', { name: 'เลขที่ยิงแล้ว' });
    expect(dialog).toHaveTextContent(`ค่าแฮชของเลขลับ${drawInputs.commitment}`);
    expect(dialog).toHaveTextContent(`เลขลับที่เปิดเผยเมื่อออกผล${drawInputs.seed}`);
    expect(dialog).toHaveTextContent('เวอร์ชันสูตรออกผล2');
    expect(dialog).toHaveTextContent(`digest ของเลขที่ยิง${drawInputs.shots_digest}`);
    expect(dialog).toHaveTextContent('ผลรางวัลรอบนี้14882');
    expect(dialog).toHaveTextContent('ยิงแล้ว 2 ครั้ง · ผลรวม 112344');
    const shots = within(within(dialog).getByRole('table', { name: 'เลขที่ยิงแล้ว' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      shots.map((shot) =>
        within(shot)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', '08x-xxx-1111', '12345'],
      ['2', '08x-xxx-2222', '99999'],
    ]);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(sentTo('GET /admin-api/yeekee/15')).toHaveLength(1);
  });
});
