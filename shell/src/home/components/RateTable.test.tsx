import { screen, waitFor, within } from '@testing-library/react';
import { renderWithStore } from '@lotto/shared/testing';
import { RateTable } from './RateTable';

describe('RateTable', () => {
  it('shows under each type its true odds at the rate of the row', async () => {
    await renderWithStore(
      <RateTable
        rates={[
          { label: '3 ตัวบน', rate: 900 },
          { label: '3 ตัวโต๊ด', rate: 150 },
          { label: '2 ตัวล่าง', rate: 92.5 },
          { label: 'วิ่งบน', rate: 3.2 },
          { label: 'วิ่งล่าง', rate: 4.2 },
        ]}
      />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const cells = () =>
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    // The first render keeps each odds line's place; the odds fill it in right after.
    expect(cells()[0]).toEqual(['3 ตัวบน\u00a0', '900']);
    await waitFor(() =>
      expect(cells()).toEqual([
        ['3 ตัวบนโอกาส 1 ใน 1,000 · คืนผู้เล่น 90%', '900'],
        ['3 ตัวโต๊ดโอกาส 6 ใน 1,000 · คืนผู้เล่น 90%', '150'],
        ['2 ตัวล่างโอกาส 1 ใน 100 · คืนผู้เล่น 92.5%', '92.5'],
        ['วิ่งบนโอกาส 271 ใน 1,000 · คืนผู้เล่น 86.7%', '3.2'],
        ['วิ่งล่างโอกาส 19 ใน 100 · คืนผู้เล่น 79.8%', '4.2'],
      ]),
    );
    expect(screen.getByText('โอกาส 1 ใน 1,000 · คืนผู้เล่น 90%')).toBeInTheDocument();
  });

  it('quotes no odds for a row whose label names no bet type', async () => {
    await renderWithStore(<RateTable rates={[{ label: 'หวยชุด', rate: 100 }]} />);
    expect(screen.getByRole('cell', { name: 'หวยชุด' })).toBeInTheDocument();
    expect(screen.queryByText(/โอกาส/)).not.toBeInTheDocument();
  });
});
