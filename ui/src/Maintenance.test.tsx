import { act, screen } from '@testing-library/react';
import type { MaintenanceWindow } from '@lotto/shared';
import { renderWithStore, sent, useFakeApi } from '@lotto/shared/testing';
import { MaintenanceBanner, MaintenanceNotice } from './Maintenance';

useFakeApi();

/** 12:00 in Bangkok. */
const NOW = new Date('2026-05-16T05:00:00Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const HOUR = 3_600_000;
/** 1 hour, 23 minutes and 45 seconds. */
const LEFT = HOUR + 23 * 60_000 + 45_000;

const window = (fields: Partial<MaintenanceWindow> & Pick<MaintenanceWindow, 'id' | 'module'>): MaintenanceWindow => ({
  lottery: null,
  from: null,
  until: null,
  message: 'ปิดปรับปรุงระบบชั่วคราว',
  ...fields,
});

const bankDown = window({ id: 1, module: 'deposit', until: at(LEFT), message: 'ธนาคารปิดปรับปรุง ฝากเงินได้อีกครั้งหลังเที่ยงคืน' });
const hanoi = window({ id: 2, module: 'bet', lottery: 'hanoi', message: 'งดรับแทงหวยฮานอยชั่วคราว' });
const withdrawLater = window({ id: 3, module: 'withdraw', from: at(2 * HOUR), until: at(3 * HOUR), message: 'ถอนเงินปิดชั่วคราว' });

beforeEach(() => {
  // Only the clock and the timers are fake; the promises the fake server answers on are real.
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});

afterEach(() => jest.useRealTimers());

async function pass(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('MaintenanceBanner', () => {
  it('shows each window in force with its message and a countdown to its end, then each one to come', async () => {
    await renderWithStore(<MaintenanceBanner />, { config: { ...sampleConfig(), maintenance: [bankDown, hanoi, withdrawLater] } });

    const banner = screen.getByRole('region', { name: 'ประกาศปิดปรับปรุง' });
    const lines = [...banner.querySelectorAll('p')].map((line) => [...line.children].map((part) => part.textContent));
    expect(lines).toEqual([
      ['ฝากเงิน ปิดปรับปรุง', 'ธนาคารปิดปรับปรุง ฝากเงินได้อีกครั้งหลังเที่ยงคืน', 'เปิดอีกครั้งใน 1:23:45'],
      ['แทงหวย หวยฮานอย ปิดปรับปรุง', 'งดรับแทงหวยฮานอยชั่วคราว', 'จนกว่าจะแจ้งให้ทราบ'],
      ['ถอนเงิน จะปิดปรับปรุงตั้งแต่ 16/05/2026 14:00', 'ถอนเงินปิดชั่วคราว'],
    ]);

    await pass(45_000);
    expect(screen.getByText('เปิดอีกครั้งใน 1:23:00')).toBeInTheDocument();
  });

  it('drops a window at its end and opens one at its start, with no request', async () => {
    const shortDeposit = { ...bankDown, until: at(10_000) };
    const shortWithdraw = { ...withdrawLater, from: at(20_000), until: at(30_000) };
    await renderWithStore(<MaintenanceBanner />, { config: { ...sampleConfig(), maintenance: [shortDeposit, shortWithdraw] } });
    expect(screen.getByText('เปิดอีกครั้งใน 0:00:10')).toBeInTheDocument();

    await pass(10_000);
    expect(screen.queryByText('ฝากเงิน ปิดปรับปรุง')).not.toBeInTheDocument();
    expect(screen.getByText('ถอนเงิน จะปิดปรับปรุงตั้งแต่ 16/05/2026 12:00')).toBeInTheDocument();

    await pass(10_000);
    expect(screen.getByText('ถอนเงิน ปิดปรับปรุง')).toBeInTheDocument();
    expect(screen.getByText('เปิดอีกครั้งใน 0:00:10')).toBeInTheDocument();

    await pass(10_000);
    expect(screen.queryByRole('region', { name: 'ประกาศปิดปรับปรุง' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows nothing without windows', async () => {
    await renderWithStore(<MaintenanceBanner />, { config: sampleConfig() });
    expect(screen.queryByRole('region', { name: 'ประกาศปิดปรับปรุง' })).not.toBeInTheDocument();
  });
});

describe('MaintenanceNotice', () => {
  it('says what is closed, why and when it opens again', async () => {
    await renderWithStore(<MaintenanceNotice window={bankDown} />);
    expect(screen.getByRole('status')).toHaveTextContent('ฝากเงิน ปิดปรับปรุงธนาคารปิดปรับปรุง ฝากเงินได้อีกครั้งหลังเที่ยงคืนเปิดอีกครั้งใน 1:23:45');
  });
});

function sampleConfig() {
  return { line_url: '', popup_status: false, popup_link: '', popup_url: '', banners: [], rates: [] };
}
