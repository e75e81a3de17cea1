import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, ok, renderWithStore, sentTo, useFakeApi } from '@lotto/shared/testing';
import { yeekeeItem } from '../../../testing/sampleResults';
import { YeekeeProof } from './YeekeeProof';

useFakeApi();

const shotsRoute = 'POST /lto-public-api/lotto/yeekee_shots';

const shot = (seq: number, number: string, createdAt: string) => ({
  seq,
  member: '08x-xxx-0001',
  number,
  createdAt,
  digest: 'd'.repeat(64),
});

describe('YeekeeProof: the round’s shots', () => {
  it('opens the round’s shots over the results, named by lottery, Thai date and round', async () => {
    answer(shotsRoute, () =>
      ok({
        shots: [shot(1, '12345', '2024-01-02T07:14:01.000Z'), shot(2, '54321', '2024-01-02T07:14:30.000Z')],
        count: 2,
        sum: 66666,
        digest: 'e'.repeat(64),
      }),
    );
    const user = userEvent.setup();
    await renderWithStore(<YeekeeProof item={yeekeeItem} />);
    const proof = screen.getByRole('region', { name: 'ตรวจสอบผลยี่กีด้วยตัวเอง' });
    expect(within(proof).queryByRole('link', { name: 'ดูเลขที่ยิงของรอบนี้' })).not.toBeInTheDocument();
    await user.click(within(proof).getByRole('button', { name: 'ดูเลขที่ยิงของรอบนี้' }));

    const dialog = screen.getByRole('dialog', { name: 'เลขที่ยิงของหวยยี่กี งวด 02 มกราคม 2024 รอบ 14:15 น.' });
    const list = await within(dialog).findByRole('list', { name: 'เลขที่ยิงแล้ว' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#108x-xxx-00011234514:14:01', '#208x-xxx-00015432114:14:30']);
    expect(dialog).toHaveTextContent('ยิงแล้ว 2 ครั้ง · ผลรวม 66666');
    expect(sentTo(shotsRoute)[0]!.body).toEqual({ round_id: yeekeeItem.round_id });

    await user.click(within(dialog).getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the round has no shots', async () => {
    answer(shotsRoute, () => ok({ shots: [], count: 0, sum: 0, digest: 'e'.repeat(64) }));
    const user = userEvent.setup();
    await renderWithStore(<YeekeeProof item={yeekeeItem} />);
    await user.click(screen.getByRole('button', { name: 'ดูเลขที่ยิงของรอบนี้' }));
    expect(await within(screen.getByRole('dialog')).findByText('ยังไม่มีผู้ยิงเลขในรอบนี้')).toBeInTheDocument();
    await waitFor(() => expect(sentTo(shotsRoute)).toHaveLength(1));
  });
});
