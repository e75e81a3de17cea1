import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, ok, sampleSiteConfig, sentTo, useFakeApi } from '@lotto/shared/testing';
import { useLocation } from 'react-router-dom';
import { member, renderAsMember } from '../testing/renderPage';
import TransferPage from './TransferPage';

useFakeApi();

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

beforeEach(() => {
  answer(
    'POST /lto-public-api/bank_deposit',
    ok({ bank_id: 4, short_name: 'SCB', name: 'ไทยพาณิชย์', account_name: 'บริษัท ลอตโต้ จำกัด', account_number: '1234567890' }),
  );
  answer('GET /cl-api/auth/member-bank', ok([]));
  answer(
    'POST /lto-public-api/withdraw_allowance',
    ok({ count_today: 0, max_per_day: 15, max_amount: 200000, pin_set: true, pin_locked_until: null }),
  );
  answer('POST /lto-public-api/transaction', ok({ data: [], limit: 50, paging: { page: 1, pages: 1 }, total: 0 }));
});

const page = (route = '/transfer') =>
  renderAsMember(
    <>
      <TransferPage />
      <Location />
    </>,
    { route },
  );

describe('TransferPage', () => {
  it('is drawn by mf-wallet and reads the support link from the shared site config', async () => {
    await page();
    expect(screen.getByRole('heading', { name: 'ฝาก - ถอน' })).toBeInTheDocument();
    const root = screen.getByRole('heading', { name: 'ฝาก - ถอน' }).closest('section');
    expect(root).toHaveAttribute('data-remote', 'mf-wallet');
    expect(root).toHaveAttribute('data-version', 'test');
    expect(screen.getByRole('link', { name: 'ต้องการความช่วยเหลือ?' })).toHaveAttribute('href', sampleSiteConfig.line_url);
  });

  it('shows the credit and a referral income of 0.00', async () => {
    await page();
    const balance = screen.getByRole('region', { name: 'ยอดเงินคงเหลือ' });
    expect(balance).toHaveTextContent('1,000.00');
    expect(balance).toHaveTextContent('รายได้จากการแนะนำเพื่อน0.00');
  });

  it('has shortcut tiles; refer friend is not offered yet and says so', async () => {
    const user = userEvent.setup();
    await page();
    expect(screen.getByRole('link', { name: 'แทงหวย' })).toHaveAttribute('href', '/lotto/all');
    expect(screen.getByRole('link', { name: 'โพยหวย' })).toHaveAttribute('href', '/lotto/transaction');
    expect(screen.getByRole('link', { name: 'บัญชีของฉัน' })).toHaveAttribute('href', '/account');
    const refer = screen.getByRole('button', { name: 'แนะนำเพื่อน' });
    expect(refer).toHaveAttribute('aria-disabled', 'true');

    await user.click(refer);

    expect(await screen.findByText('Coming Soon !')).toBeInTheDocument();
  });

  it.each([
    ['/transfer', 'ฝากเงิน'],
    ['/transfer?type=deposit', 'ฝากเงิน'],
    ['/transfer?type=withdraw', 'ถอนเงิน'],
  ])('%s opens the %s panel', async (route, panel) => {
    await page(route);
    expect(screen.getByRole('region', { name: panel })).toBeInTheDocument();
    const toggles = screen.getByRole('group', { name: 'เลือกรายการ' });
    expect(within(toggles).getByRole('button', { name: panel })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches panels by navigating to /transfer?type=…', async () => {
    const user = userEvent.setup();
    await page('/transfer?type=deposit');
    const toggles = screen.getByRole('group', { name: 'เลือกรายการ' });

    await user.click(within(toggles).getByRole('button', { name: 'ถอนเงิน' }));

    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/transfer?type=withdraw');
    expect(screen.getByRole('region', { name: 'ถอนเงิน' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'ฝากเงิน' })).not.toBeInTheDocument();

    await user.click(within(toggles).getByRole('button', { name: 'ฝากเงิน' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/transfer?type=deposit');
  });

  it('refreshes the balance and the history when a QR deposit is credited by itself', async () => {
    answer(
      'POST /lto-public-api/deposit_qr',
      ok({
        reference: 'QR7K2M9P',
        amount: 1500,
        pay_amount: 1500.01,
        qr: '00020101021229370016A000000677010111011300668123456785802TH530376454071500.01630412AB',
        account: { bank_id: 4, short_name: 'SCB', name: 'ไทยพาณิชย์', account_name: 'บริษัท ลอตโต้ จำกัด', account_number: '1234567890' },
        expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
      }),
    );
    answer('POST /lto-public-api/deposit_qr_status', ok({ state: 'credited', credited_at: new Date().toISOString() }));
    const user = userEvent.setup();
    await page();
    await screen.findByText('ยังไม่มีรายการ');
    const historyAsked = sentTo('POST /lto-public-api/transaction').length;
    answer('GET /cl-api/auth/me', ok({ ...member, credit: 2500.01 }));

    await user.type(screen.getByRole('textbox', { name: 'จำนวนเงิน' }), '1500');
    await user.click(screen.getByRole('button', { name: 'สร้าง QR' }));

    expect(await screen.findByText('เติมเครดิตแล้ว')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'ยอดเงินคงเหลือ' })).toHaveTextContent('2,500.01'));
    await waitFor(() => expect(sentTo('POST /lto-public-api/transaction').length).toBeGreaterThan(historyAsked));
  });
});
