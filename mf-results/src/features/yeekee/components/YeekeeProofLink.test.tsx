import { screen, within } from '@testing-library/react';
import { renderWithStore } from '@lotto/shared/testing';
import { yeekeeItem } from '../../../testing/sampleResults';
import { YeekeeProof } from './YeekeeProof';

describe('YeekeeProof: the round’s shots', () => {
  it('links to the round’s board on the bet screen, where its shots and their check are', async () => {
    await renderWithStore(<YeekeeProof item={yeekeeItem} />);
    const proof = screen.getByRole('region', { name: 'ตรวจสอบผลยี่กีด้วยตัวเอง' });
    expect(within(proof).getByRole('link', { name: 'ดูเลขที่ยิงของรอบนี้' })).toHaveAttribute(
      'href',
      `/lotto/bet/type-a/single/yeekee/${yeekeeItem.round_id}`,
    );
  });
});
