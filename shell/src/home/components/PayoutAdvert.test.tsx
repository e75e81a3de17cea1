import { screen } from '@testing-library/react';
import { renderWithStore } from '@lotto/shared/testing';
import { PayoutAdvert } from './PayoutAdvert';

describe('PayoutAdvert', () => {
  it('advertises the highest rate of the rate table and names its type: no figure the site does not pay', async () => {
    await renderWithStore(
      <PayoutAdvert
        rates={[
          { label: '3 ตัวโต๊ด', rate: 150 },
          { label: '3 ตัวบน', rate: 900 },
          { label: 'วิ่งบน', rate: 3.2 },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('บาทละ 900');
    expect(screen.getByText('3 ตัวบน แทง 1 บาท รับ 900 บาท*')).toBeInTheDocument();
    expect(screen.queryByText(/1,?200/)).not.toBeInTheDocument();
  });

  it('claims nothing while the rate table is empty', async () => {
    await renderWithStore(<PayoutAdvert rates={[]} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText(/แทง 1 บาท/)).not.toBeInTheDocument();
  });
});
