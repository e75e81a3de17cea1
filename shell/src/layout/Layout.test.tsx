import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { tokensReceived } from '@lotto/shared/client';
import { answer, ok, renderWithStore, sampleSiteConfig, useFakeApi } from '@lotto/shared/testing';
import { listenForFirstTaps, takeFirstTap } from '../firstTap';
import { Layout } from './Layout';

function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

useFakeApi();

async function renderLayout(loggedIn: boolean, config = sampleSiteConfig, role = 'member', route = '/') {
  answer('GET /cl-api/auth/me', () => ok({ id: 1, username: '0800000001', credit: 10000, role }));
  await renderWithStore(
    <Layout>
      <Routes>
        <Route path="*" element={<CurrentAddress />} />
      </Routes>
    </Layout>,
    { route, config, seed: async (store) => loggedIn && store.dispatch(tokensReceived({ token: 'access', refresh_token: 'refresh' })) },
  );
  await screen.findByLabelText('เมนูหลัก');
}

/** The HTML's first paint, as shell/src/index.html draws it: its links are spans the app cannot see. */
function firstPaint(): HTMLElement {
  const frame = document.createElement('div');
  frame.id = 'first-paint';
  frame.innerHTML =
    '<span data-first-tap="top:0">ฝากเงิน</span><span data-first-tap="top:4">ผลรางวัล</span>' +
    '<span class="fp-tab" data-first-tap="tab:1"><span>ถอนเงิน</span></span>';
  document.body.append(frame);
  listenForFirstTaps();
  return frame;
}

describe('a tap on the first paint, before the app is up', () => {
  afterEach(() => document.getElementById('first-paint')?.remove());

  it("is acted on by the layout once it is up: a member's bottom tab opens its page", async () => {
    const frame = firstPaint();
    await userEvent.click(within(frame).getByText('ถอนเงิน'));
    await renderLayout(true);
    expect(await screen.findByLabelText('address')).toHaveTextContent('/transfer?type=withdraw');
  });

  it('the last of several taps counts; a guest may open the results from the top bar', async () => {
    const frame = firstPaint();
    await userEvent.click(within(frame).getByText('ฝากเงิน'));
    await userEvent.click(within(frame).getByText('ผลรางวัล'));
    await renderLayout(false);
    expect(await screen.findByLabelText('address')).toHaveTextContent('/lotto/result');
  });

  it('a guest tapping a member tab is told to log in, as on the app', async () => {
    const frame = firstPaint();
    await userEvent.click(within(frame).getByText('ฝากเงิน'));
    await renderLayout(false);
    expect(await screen.findByText('กรุณาเข้าสู่ระบบ')).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/$/);
  });

  it('is acted on once: the layout takes it', async () => {
    const frame = firstPaint();
    await userEvent.click(within(frame).getByText('ถอนเงิน'));
    await renderLayout(true);
    expect(await screen.findByLabelText('address')).toHaveTextContent('/transfer?type=withdraw');
    expect(takeFirstTap()).toBeNull();
  });
});

describe('Layout navigation', () => {
  it('tells a guest to log in instead of opening a member tab', async () => {
    await renderLayout(false);
    const tabs = screen.getByRole('navigation', { name: 'เมนูด้านล่าง' });
    await userEvent.click(within(tabs).getByRole('button', { name: 'ฝากเงิน' }));
    expect(await screen.findByText('กรุณาเข้าสู่ระบบ')).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent(/^\/$/);
  });

  it('takes a member to the deposit tab of the money page', async () => {
    await renderLayout(true);
    await screen.findByText('10,000.00');
    const tabs = screen.getByRole('navigation', { name: 'เมนูด้านล่าง' });
    await userEvent.click(within(tabs).getByRole('button', { name: 'ฝากเงิน' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('/transfer?type=deposit');
  });

  it('lets a guest open the results from the top bar', async () => {
    await renderLayout(false);
    // jsdom applies no media query: the wide-screen parts count as hidden.
    const menu = screen.getByLabelText('เมนูหลัก');
    await userEvent.click(within(menu).getByText('ผลรางวัล'));
    expect(screen.getByLabelText('address')).toHaveTextContent('/lotto/result');
  });

  it('offers the five bottom tabs of docs/screens.md', async () => {
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

  it("shows the member's username (a link to the slips), credit with 2 decimals and logout", async () => {
    await renderLayout(true);
    expect((await screen.findByText('0800000001')).closest('a')).toHaveAttribute('href', '/lotto/transaction');
    // Shown from md, as the username is (jsdom's window matches no media query, so found by its label).
    expect(within(screen.getByRole('banner')).getByLabelText('บัญชีของฉัน')).toHaveAttribute('href', '/account');
    expect(screen.getByLabelText('เครดิต 10,000.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ออกจากระบบ' })).toBeInTheDocument();
  });

  it('shows a member the bell with the unread count, leading to the inbox', async () => {
    answer('GET /cl-api/inbox', ok({ items: [], unread: 4, page: 1, pages: 1 }));
    await renderLayout(true);
    const bar = screen.getByRole('banner');
    expect(await within(bar).findByRole('link', { name: 'การแจ้งเตือน ยังไม่อ่าน 4 รายการ' })).toHaveAttribute('href', '/inbox');
  });

  it('shows a guest no bell', async () => {
    await renderLayout(false);
    expect(screen.queryByRole('link', { name: /^การแจ้งเตือน/ })).not.toBeInTheDocument();
  });

  it('gives staff a link to the back office', async () => {
    await renderLayout(true, sampleSiteConfig, 'staff');
    expect(await screen.findByRole('link', { name: 'หลังบ้าน' })).toHaveAttribute('href', '/backoffice');
  });

  it('shows no member tabs in the back office, which has a menu of its own (the tabs covered it on a phone)', async () => {
    await renderLayout(true, sampleSiteConfig, 'staff', '/backoffice/deposits');
    await screen.findByRole('link', { name: 'หลังบ้าน' });
    expect(screen.queryByRole('navigation', { name: 'เมนูด้านล่าง' })).not.toBeInTheDocument();
  });

  it('shows a member no link to the back office', async () => {
    await renderLayout(true);
    await screen.findByText('10,000.00');
    expect(screen.queryByRole('link', { name: 'หลังบ้าน' })).not.toBeInTheDocument();
  });
});

describe('floating buttons', () => {
  it('shows back-to-top once scrolled, named กลับขึ้นด้านบน with no visible text of another name', async () => {
    await renderLayout(false);
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    const button = await screen.findByRole('button', { name: 'กลับขึ้นด้านบน', hidden: true });
    expect(button.textContent).toBe('');
  });
});

describe('contact button', () => {
  it('opens line_url when it contains http', async () => {
    await renderLayout(false);
    expect(screen.getByRole('link', { name: 'ติดต่อเรา', hidden: true })).toHaveAttribute('href', sampleSiteConfig.line_url);
  });

  it('leads nowhere when line_url has no http', async () => {
    await renderLayout(false, { ...sampleSiteConfig, line_url: 'line://ti/p/@lotto' });
    expect(screen.queryByRole('link', { name: 'ติดต่อเรา', hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ติดต่อเรา', hidden: true })).toBeDisabled();
  });
});
