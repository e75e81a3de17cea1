import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderWithStore } from '@lotto/shared/testing';
import ResultPage from './ResultPage';
import ResultCards from '../result-cards/ResultCards';

describe('mf-results screens', () => {
  it.each<[string, ReactElement, string]>([
    ['/lotto/result', <ResultPage key="result" />, 'ผลรางวัล'],
    ['/', <ResultCards key="cards" />, 'ผลรางวัล'],
  ])('%s is drawn by mf-results', async (route, page, title) => {
    await renderWithStore(page, { route });
    expect(screen.getByRole('heading', { name: title }).closest('section')).toHaveAttribute(
      'data-remote',
      'mf-results',
    );
  });
});
