import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, createAppStore, tokensReceived } from '@lotto/shared/client';
import { Layout } from './Layout';

function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

async function renderLayout(loggedIn: boolean) {
  const { store, persistor } = createAppStore();
  render(
    <AppProviders store={store} persistor={persistor}>
      <MemoryRouter initialEntries={['/']}>
        <Layout>
          <Routes>
            <Route path="*" element={<CurrentAddress />} />
          </Routes>
        </Layout>
      </MemoryRouter>
    </AppProviders>,
  );
  // The page appears once the stored session has been read back.
  await screen.findByRole('navigation', { name: 'เมนูด้านล่าง' });
  if (loggedIn) act(() => store.dispatch(tokensReceived({ token: 'access', refresh_token: 'refresh' })));
}

beforeEach(() => localStorage.clear());

describe('Layout navigation', () => {
  it('tells a guest to log in instead of opening a member tab', async () => {
    await renderLayout(false);
    const [depositTab] = screen.getAllByRole('button', { name: 'ฝากเงิน' });
    await userEvent.click(depositTab!);
    expect(await screen.findByText('กรุณาเข้าสู่ระบบ')).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/$/);
  });

  it('takes a member to the deposit tab of the money page', async () => {
    await renderLayout(true);
    const [depositTab] = screen.getAllByRole('button', { name: 'ฝากเงิน' });
    await userEvent.click(depositTab!);
    expect(screen.getByLabelText('address')).toHaveTextContent('/transfer?type=deposit');
  });

  it('offers the five bottom tabs of SPEC.md', async () => {
    await renderLayout(false);
    const tabs = screen.getByRole('navigation', { name: 'เมนูด้านล่าง' });
    expect(Array.from(tabs.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      'ฝากเงิน',
      'ถอนเงิน',
      'แทงหวย',
      'โพยหวย',
      'ตรวจผลรางวัล',
    ]);
  });
});
