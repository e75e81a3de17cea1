import { screen } from '@testing-library/react';
import { useFakeApi } from '@lotto/shared/testing';
import { renderAsMember } from '../../../testing/renderPage';
import { AccountLinks } from './AccountLinks';

useFakeApi();

describe('AccountLinks', () => {
  it('links to play control, the withdrawal PIN and the inbox', async () => {
    await renderAsMember(<AccountLinks />, { route: '/account' });
    expect(screen.getByRole('link', { name: /^ควบคุมการเล่น/ })).toHaveAttribute('href', '/transfer?type=protection');
    expect(screen.getByRole('link', { name: /^รหัส PIN ถอนเงิน/ })).toHaveAttribute('href', '/transfer?type=withdraw#change-pin');
    expect(screen.getByRole('link', { name: /^กล่องข้อความ/ })).toHaveAttribute('href', '/inbox');
  });
});
