import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderWithStore } from '@lotto/shared/testing';
import LottoAllPage from './LottoAllPage';
import BetPage from '../bet/BetPage';
import TransactionPage from '../transaction/TransactionPage';

describe('mf-betting screens', () => {
  it.each<[string, ReactElement, string]>([
    ['/lotto/all', <LottoAllPage key="all" />, 'เลือกหวยที่ต้องการแทง'],
    ['/lotto/bet/type-a/single/government/r1', <BetPage key="bet" />, 'แทงหวย'],
    ['/lotto/transaction', <TransactionPage key="slips" />, 'โพยหวย'],
  ])('%s is drawn by mf-betting', async (route, page, title) => {
    await renderWithStore(page, { route });
    expect(screen.getByRole('heading', { name: title }).closest('section')).toHaveAttribute(
      'data-remote',
      'mf-betting',
    );
  });
});
