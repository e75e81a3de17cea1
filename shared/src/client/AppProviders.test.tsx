/**
 * @jest-environment jsdom
 */
import { screen } from '@testing-library/react';
import { renderWithStore } from '../testing';

describe('AppProviders', () => {
  it('names the toasts region in Thai, not react-toastify\'s "Notifications Alt+T"', async () => {
    await renderWithStore(<p>หน้า</p>);
    expect(screen.getByRole('region', { name: 'การแจ้งเตือน' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Notifications/)).not.toBeInTheDocument();
  });
});
