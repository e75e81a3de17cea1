import { screen } from '@testing-library/react';
import { renderWithStore, sampleSiteConfig } from '@lotto/shared/testing';
import TransferPage from './TransferPage';

describe('TransferPage', () => {
  it('is drawn by mf-wallet and reads the support link from the shared site config', async () => {
    await renderWithStore(<TransferPage />, { route: '/transfer' });
    expect(screen.getByRole('heading', { name: 'ฝาก - ถอน' })).toBeInTheDocument();
    const root = screen.getByRole('heading').closest('section');
    expect(root).toHaveAttribute('data-remote', 'mf-wallet');
    expect(root).toHaveAttribute('data-version', 'test');
    expect(screen.getByRole('link', { name: 'ต้องการความช่วยเหลือ?' })).toHaveAttribute(
      'href',
      sampleSiteConfig.line_url,
    );
  });
});
