/**
 * @jest-environment jsdom
 */
import { act, screen, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { renderWithStore } from '../testing';

describe('AppProviders', () => {
  it('names the toasts region in Thai, not react-toastify\'s "Notifications Alt+T"', async () => {
    await renderWithStore(<p>หน้า</p>);
    expect(screen.getByRole('region', { name: 'การแจ้งเตือน' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Notifications/)).not.toBeInTheDocument();
  });

  it("reads a toast in Thai only: its close button is ปิดการแจ้งเตือน, not react-toastify's 'close' and 'notification timer'", async () => {
    await renderWithStore(<p>หน้า</p>);
    act(() => {
      toast.info('กรุณาเข้าสู่ระบบ');
    });
    const region = screen.getByRole('region', { name: 'การแจ้งเตือน' });
    await within(region).findByText('กรุณาเข้าสู่ระบบ');
    expect(within(region).getByRole('button', { name: 'ปิดการแจ้งเตือน' })).toBeInTheDocument();
    const names = Array.from(region.querySelectorAll('[aria-label]'))
      .filter((element) => !element.closest('[aria-hidden="true"]'))
      .map((element) => element.getAttribute('aria-label'));
    expect(names).toEqual(['ปิดการแจ้งเตือน']);
  });
});
