import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fail, ok, sentTo, useFakeApi, type FakeAnswer } from '@lotto/shared/testing';
import { renderAsMember } from '../../../testing/renderPage';
import { DepositPanel } from './DepositPanel';

useFakeApi();

const NOW = new Date('2026-03-01T05:00:00.000Z');
const account = { bank_id: 4, short_name: 'SCB', name: 'ไทยพาณิชย์', account_name: 'บริษัท ลอตโต้ จำกัด', account_number: '1234567890' };
const depositQr = {
  reference: 'QR7K2M9P',
  amount: 1500,
  pay_amount: 1500.01,
  qr: '00020101021229370016A000000677010111011300668123456785802TH530376454071500.01630412AB',
  account,
  expires_at: '2026-03-01T05:15:00.000Z',
};

const STATUS = 'POST /lto-public-api/deposit_qr_status';
const waiting = ok({ state: 'waiting', credited_at: null });
const credited = ok({ state: 'credited', credited_at: '2026-03-01T05:01:10.000Z' });
const expired = ok({ state: 'expired', credited_at: null });

/** Answers deposit_qr_status with `state()` as it stands at each ask. */
function statusAnswers(state: () => FakeAnswer) {
  answer(STATUS, () => state());
}

beforeEach(() => {
  // Only the clock and the timers are fake; the promises the fake server answers on are real.
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  answer('POST /lto-public-api/bank_deposit', ok(account));
  answer('POST /lto-public-api/deposit_qr', ok(depositQr, 'สร้าง QR สำหรับฝากเงินสำเร็จ'));
  answer(STATUS, waiting);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const amountBox = () => screen.getByRole('textbox', { name: 'จำนวนเงิน' });
const statusLine = () => within(screen.getByRole('group', { name: 'ฝากผ่าน QR' })).getByRole('status');

async function renderPanel() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  await renderAsMember(<DepositPanel />);
  return user;
}

async function askForQr(user: ReturnType<typeof userEvent.setup>, amount = '1500') {
  await user.type(amountBox(), amount);
  await user.click(screen.getByRole('button', { name: 'สร้าง QR' }));
  await screen.findByRole('group', { name: 'ฝากผ่าน QR' });
}

/** Lets fake time pass, with the answers and renders it sets off. */
async function pass(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('QR deposit (ฝากผ่าน QR)', () => {
  it('is offered first, beside the slip form, one form at a time', async () => {
    const user = await renderPanel();
    const methods = screen.getByRole('group', { name: 'วิธีฝากเงิน' });
    const byQr = within(methods).getByRole('button', { name: 'ฝากผ่าน QR' });
    const bySlip = within(methods).getByRole('button', { name: 'แนบสลิปโอนเงิน' });
    expect(byQr).toHaveAttribute('aria-pressed', 'true');
    expect(bySlip).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('textbox', { name: 'จำนวนเงิน' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'สร้าง QR' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'แจ้งฝากเงิน' })).not.toBeInTheDocument();

    await user.click(bySlip);

    expect(bySlip).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('textbox', { name: 'จำนวนเงิน' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'แจ้งฝากเงิน' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'สร้าง QR' })).not.toBeInTheDocument();
  });

  it.each([
    ['', 'ระบุจำนวนเงินที่โอน'],
    ['0.5', 'กรุณาระบุจำนวนเงินขั้นต่ำ 1 บาท'],
    ['10.005', 'ระบุจำนวนเงินได้ไม่เกิน 2 ตำแหน่งทศนิยม'],
  ])('refuses the amount %p with %p and asks nothing', async (typed, message) => {
    const user = await renderPanel();
    if (typed) await user.type(amountBox(), typed);

    await user.click(screen.getByRole('button', { name: 'สร้าง QR' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amountBox()).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo('POST /lto-public-api/deposit_qr')).toHaveLength(0);
  });

  it('asks for a QR of the amount and shows it: the account, the exact amount, why it is exact, a countdown, รอรับเงิน…', async () => {
    const user = await renderPanel();

    await askForQr(user);

    expect(sentTo('POST /lto-public-api/deposit_qr').map((request) => request.body)).toEqual([{ amount: 1500 }]);
    const shown = screen.getByRole('group', { name: 'ฝากผ่าน QR' });
    expect(within(shown).getByText('ไทยพาณิชย์ (SCB)')).toBeInTheDocument();
    expect(within(shown).getByText('บริษัท ลอตโต้ จำกัด')).toBeInTheDocument();
    expect(within(shown).getByText('โอนยอดนี้เท่านั้น 1,500.01 บาท')).toBeInTheDocument();
    expect(
      within(shown).getByText('ระบบรู้ว่าเป็นรายการฝากของคุณจากยอดโอนที่ตรงทุกสตางค์ กรุณาโอนยอดนี้ครั้งเดียวภายในเวลาที่กำหนด ไม่ปัดเศษ'),
    ).toBeInTheDocument();
    const image = await within(shown).findByRole('img', { name: 'QR ฝากเงิน 1,500.01 บาท' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(shown).getByRole('timer', { name: 'QR หมดอายุใน' })).toHaveTextContent('15:00');
    expect(statusLine()).toHaveTextContent('รอรับเงิน…');
    expect(screen.queryByRole('textbox', { name: 'จำนวนเงิน' })).not.toBeInTheDocument();
  });

  it('counts down to expires_at as mm:ss', async () => {
    const user = await renderPanel();
    await askForQr(user);

    await pass(61_000);

    expect(screen.getByRole('timer', { name: 'QR หมดอายุใน' })).toHaveTextContent('13:59');
  });

  // That a credit refreshes the balance and the history is TransferPage's test: the page holds both.
  it('asks deposit_qr_status every 3 s while waiting, turns to เติมเครดิตแล้ว once credited, then stops asking', async () => {
    let state = waiting;
    statusAnswers(() => state);
    const user = await renderPanel();
    await askForQr(user);
    await waitFor(() => expect(sentTo(STATUS)).toHaveLength(1));

    await pass(3000);
    await waitFor(() => expect(sentTo(STATUS)).toHaveLength(2));
    expect(statusLine()).toHaveTextContent('รอรับเงิน…');

    state = credited;
    await pass(3000);

    await waitFor(() => expect(statusLine()).toHaveTextContent('เติมเครดิตแล้ว'));
    expect(sentTo(STATUS).map((request) => request.body)).toEqual([
      { reference: 'QR7K2M9P' },
      { reference: 'QR7K2M9P' },
      { reference: 'QR7K2M9P' },
    ]);
    expect(screen.queryByRole('img', { name: 'QR ฝากเงิน 1,500.01 บาท' })).not.toBeInTheDocument();

    await pass(9000);
    expect(sentTo(STATUS)).toHaveLength(3);
  });

  it('offers ฝากอีกครั้ง once credited: a fresh form', async () => {
    statusAnswers(() => credited);
    const user = await renderPanel();
    await askForQr(user);
    await waitFor(() => expect(statusLine()).toHaveTextContent('เติมเครดิตแล้ว'));

    await user.click(screen.getByRole('button', { name: 'ฝากอีกครั้ง' }));

    expect(amountBox()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'สร้าง QR' })).toBeInTheDocument();
  });

  it('says the QR has expired when deposit_qr_status says so, and starts again with the same amount', async () => {
    statusAnswers(() => expired);
    const user = await renderPanel();
    await askForQr(user);

    await waitFor(() => expect(statusLine()).toHaveTextContent('QR หมดอายุแล้ว กรุณาสร้าง QR ใหม่'));
    expect(screen.queryByRole('img', { name: 'QR ฝากเงิน 1,500.01 บาท' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'สร้าง QR ใหม่' }));
    expect(amountBox()).toHaveValue('1500');
  });

  describe('when the countdown ends', () => {
    // Two seconds: the QR ends before its first 3 s poll, so only the look at the end can find anything.
    beforeEach(() => {
      answer('POST /lto-public-api/deposit_qr', ok({ ...depositQr, expires_at: '2026-03-01T05:00:02.000Z' }));
    });

    it('asks once more and, not credited, shows the QR expired; asks every 10 s while the server waits, and no more once it says expired', async () => {
      let state = waiting;
      statusAnswers(() => state);
      const user = await renderPanel();
      await askForQr(user);
      await waitFor(() => expect(sentTo(STATUS)).toHaveLength(1));

      await pass(2000);

      await waitFor(() => expect(statusLine()).toHaveTextContent('QR หมดอายุแล้ว กรุณาสร้าง QR ใหม่'));
      await waitFor(() => expect(sentTo(STATUS)).toHaveLength(2));
      expect(screen.getByRole('button', { name: 'สร้าง QR ใหม่' })).toBeInTheDocument();
      await pass(10_000);
      await waitFor(() => expect(sentTo(STATUS)).toHaveLength(3));

      state = expired;
      await pass(10_000);
      await waitFor(() => expect(sentTo(STATUS)).toHaveLength(4));
      await pass(30_000);
      expect(sentTo(STATUS)).toHaveLength(4);
      expect(statusLine()).toHaveTextContent('QR หมดอายุแล้ว กรุณาสร้าง QR ใหม่');
    });

    it('turns to เติมเครดิตแล้ว when a line that came in late credits it', async () => {
      let state = waiting;
      statusAnswers(() => state);
      const user = await renderPanel();
      await askForQr(user);
      await pass(2000);
      await waitFor(() => expect(statusLine()).toHaveTextContent('QR หมดอายุแล้ว กรุณาสร้าง QR ใหม่'));

      state = credited;
      await pass(10_000);

      await waitFor(() => expect(statusLine()).toHaveTextContent('เติมเครดิตแล้ว'));
    });

    it('says เติมเครดิตแล้ว when that last look finds the credit', async () => {
      let state = waiting;
      statusAnswers(() => state);
      const user = await renderPanel();
      await askForQr(user);
      await waitFor(() => expect(sentTo(STATUS)).toHaveLength(1));

      state = credited;
      await pass(2000);

      await waitFor(() => expect(statusLine()).toHaveTextContent('เติมเครดิตแล้ว'));
      expect(screen.queryByText('QR หมดอายุแล้ว กรุณาสร้าง QR ใหม่')).not.toBeInTheDocument();
    });
  });

  describe('while the page is hidden', () => {
    let visibility: DocumentVisibilityState = 'visible';
    const setVisibility = (next: DocumentVisibilityState) => {
      visibility = next;
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };

    beforeEach(() => {
      visibility = 'visible';
      jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    });

    it('asks nothing, and asks at once when shown again', async () => {
      const user = await renderPanel();
      await askForQr(user);
      await waitFor(() => expect(sentTo(STATUS)).toHaveLength(1));

      setVisibility('hidden');
      await pass(9000);
      expect(sentTo(STATUS)).toHaveLength(1);

      setVisibility('visible');
      // At once: well before the next 3 s poll would come.
      await pass(500);
      expect(sentTo(STATUS)).toHaveLength(2);
    });
  });

  it('saves the QR as a PNG file', async () => {
    const saved: { href: string; download: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const user = await renderPanel();
    await askForQr(user);
    await screen.findByRole('img', { name: 'QR ฝากเงิน 1,500.01 บาท' });

    await user.click(screen.getByRole('button', { name: 'บันทึกรูป QR' }));

    expect(saved).toHaveLength(1);
    expect(saved[0]!.download).toBe('qr-QR7K2M9P.png');
    expect(saved[0]!.href).toMatch(/^data:image\/png;base64,/);
  });

  describe("the server's refusals", () => {
    it('moves to the slip form with the message when the site takes no QR', async () => {
      answer('POST /lto-public-api/deposit_qr', fail(404, 'NOT_FOUND', 'บัญชีรับเงินของเว็บไซต์ยังไม่รองรับการฝากผ่าน QR กรุณาแนบสลิปแทน'));
      const user = await renderPanel();
      await user.type(amountBox(), '1500');

      await user.click(screen.getByRole('button', { name: 'สร้าง QR' }));

      expect(await screen.findByRole('button', { name: 'แจ้งฝากเงิน' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('บัญชีรับเงินของเว็บไซต์ยังไม่รองรับการฝากผ่าน QR กรุณาแนบสลิปแทน');
      expect(screen.getByRole('button', { name: 'แนบสลิปโอนเงิน' })).toHaveAttribute('aria-pressed', 'true');
      expect(await screen.findByText('1234567890')).toBeInTheDocument();
    });

    it.each([
      [409, 'CONFLICT', 'ขณะนี้ไม่มียอดว่างสำหรับจำนวนเงินนี้ กรุณาเปลี่ยนจำนวนเงินหรือลองใหม่ในอีกสักครู่'],
      [403, 'SELF_EXCLUDED', 'คุณระงับการเล่นตนเองอยู่ถึง 02/06/2099 00:30:00 ระหว่างนี้ฝากเงินและแทงหวยไม่ได้'],
      [409, 'PLAY_LIMIT', 'ยอดฝากวันนี้เกินวงเงินที่ตั้งไว้'],
    ])('shows the message of a %i %s and keeps the amount', async (status, code, message) => {
      answer('POST /lto-public-api/deposit_qr', fail(status, code, message));
      const user = await renderPanel();
      await user.type(amountBox(), '1500');

      await user.click(screen.getByRole('button', { name: 'สร้าง QR' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(amountBox()).toHaveValue('1500');
      expect(screen.getByRole('button', { name: 'ฝากผ่าน QR' })).toHaveAttribute('aria-pressed', 'true');
    });
  });

  it('cannot be asked for on a break', async () => {
    answer(
      'GET /cl-api/auth/play-limits',
      ok({
        deposit: { day: null, week: null, month: null },
        loss: { day: null, week: null, month: null },
        stake: { day: null, week: null, month: null },
        pending: [],
        reality_check_minutes: null,
        reality_check_interval_seconds: null,
        timeout_until: '2099-01-01T03:00:00.000Z',
        excluded_until: null,
      }),
    );
    await renderPanel();

    expect(await screen.findByRole('alert')).toHaveTextContent(/^คุณพักการเล่นอยู่ถึง/);
    expect(amountBox()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'สร้าง QR' })).toBeDisabled();
  });
});
