import { screen, within } from '@testing-library/react';
import { answer, ok, renderWithStore, useFakeApi } from '@lotto/shared/testing';
import { governmentItem, nikkeiItem } from '../testing/sampleResults';
import ResultCardsWidget from './ResultCardsWidget';

useFakeApi();

const betResult = 'POST /lto-public-api/lotto/bet_result';

describe('ResultCardsWidget (home page)', () => {
  it('shows each latest result in the simpler layout, with a link to all results', async () => {
    answer(betResult, ok([governmentItem, nikkeiItem]));
    await renderWithStore(<ResultCardsWidget />);
    const heading = screen.getByRole('heading', { name: 'ผลรางวัล' });
    expect(heading.closest('section')).toHaveAttribute('data-remote', 'mf-results');
    const card = await screen.findByRole('article', { name: 'หุ้นนิเคอิรอบเช้า' });
    expect(within(card).getByText('3 ตัวบน').nextElementSibling).toHaveTextContent('456');
    expect(screen.getByRole('article', { name: 'หวยรัฐบาลไทย' })).toHaveTextContent('หน้า 3 ตัว111, 222');
    expect(screen.getByRole('link', { name: 'ดูผลรางวัลทั้งหมด' })).toHaveAttribute('href', '/lotto/result');
  });

  it('offers a retry when the results cannot be loaded', async () => {
    answer(betResult, { networkError: true });
    await renderWithStore(<ResultCardsWidget />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });
});
