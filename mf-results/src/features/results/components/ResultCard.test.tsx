import { screen, within } from '@testing-library/react';
import { renderWithStore } from '@lotto/shared/testing';
import { governmentItem, hanoiItem } from '../../../testing/sampleResults';
import { ResultCard } from './ResultCard';
import { ResultSummaryCard } from './ResultSummaryCard';

const spansOf = (card: HTMLElement) =>
  Array.from(card.querySelectorAll('dl > div'), (entry) => [entry.querySelector('dt')?.textContent, entry.getAttribute('data-span')]);

describe('ResultCard', () => {
  it('lays the government result out wide: first prize across 12 columns, the other three 4 each', async () => {
    await renderWithStore(<ResultCard item={governmentItem} />);
    const card = screen.getByRole('article', { name: 'หวยรัฐบาลไทย' });
    expect(card).toHaveAttribute('data-wide', 'true');
    expect(spansOf(card)).toEqual([
      ['รางวัลที่ 1', '12'],
      ['หน้า 3 ตัว', '4'],
      ['ท้าย 3 ตัว', '4'],
      ['2 ตัวล่าง', '4'],
    ]);
  });

  it('shares the 12 columns equally among the entries of another lottery, in prize order', async () => {
    await renderWithStore(<ResultCard item={hanoiItem} />);
    const card = screen.getByRole('article', { name: 'หวยฮานอย' });
    expect(card).toHaveAttribute('data-wide', 'false');
    expect(spansOf(card)).toEqual([
      ['3 ตัวบน', '4'],
      ['2 ตัวบน', '4'],
      ['2 ตัวล่าง', '4'],
    ]);
  });

  it('shows name, logo, the date as 01 มกราคม 2024 and arrays joined by commas', async () => {
    await renderWithStore(<ResultCard item={governmentItem} />);
    const card = screen.getByRole('article', { name: 'หวยรัฐบาลไทย' });
    expect(within(card).getByRole('heading', { name: 'หวยรัฐบาลไทย' })).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/lto-public-api/lotto/logo/government.svg');
    expect(within(card).getByText('01 มกราคม 2024')).toHaveAttribute('dateTime', '2024-01-01');
    expect(card).toHaveTextContent('รางวัลที่ 1987123');
    expect(card).toHaveTextContent('หน้า 3 ตัว111, 222');
    expect(card).toHaveTextContent('ท้าย 3 ตัว333, 444');
  });

  it('leaves the logo out when there is none', async () => {
    await renderWithStore(<ResultCard item={{ ...hanoiItem, logo: '' }} />);
    expect(screen.getByRole('article', { name: 'หวยฮานอย' }).querySelector('img')).toBeNull();
  });
});

describe('ResultSummaryCard', () => {
  it('lists each entry as label and value', async () => {
    await renderWithStore(<ResultSummaryCard item={governmentItem} />);
    const card = screen.getByRole('article', { name: 'หวยรัฐบาลไทย' });
    const rows = Array.from(card.querySelectorAll('dl > div'), (row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['รางวัลที่ 1', '987123'],
      ['หน้า 3 ตัว', '111, 222'],
      ['ท้าย 3 ตัว', '333, 444'],
      ['2 ตัวล่าง', '45'],
    ]);
    expect(card).toHaveTextContent('01 มกราคม 2024');
  });
});
