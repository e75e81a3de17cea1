import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fail, ok, sampleSiteConfig, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsMember } from '../../../testing/renderPage';
import { DepositPanel } from './DepositPanel';

useFakeApi();

const bank = { bank_id: 4, short_name: 'SCB', name: 'ไทยพาณิชย์', account_name: 'บริษัท ลอตโต้ จำกัด', account_number: '1234567890' };
const slipFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', { type: 'image/png' });
const FILE_URL = '/lto-public-api/slip/abcdefghijklmnopqrstuvwxyz012345';

function serverAccepts() {
  answer('POST /lto-public-api/bank_deposit', ok(bank));
  answer('POST /lto-public-api/upload_slip', ok({ file_url: FILE_URL }, 'อัพโหลดสำเร็จ'));
  answer('POST /lto-public-api/deposit', ok({ _id: 'deposit-1', type: 'deposit', status: 'pending', amount: 500 }, 'ฝากเงินสำเร็จ'));
}

/** The panel with the slip form chosen: the QR deposit comes first. */
async function renderSlipForm() {
  const user = userEvent.setup();
  await renderAsMember(<DepositPanel />);
  await user.click(screen.getByRole('button', { name: 'แนบสลิปโอนเงิน' }));
  return user;
}

async function renderPanel() {
  const user = await renderSlipForm();
  await screen.findByText('1234567890');
  return user;
}

async function attachSlip(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByLabelText('แนบสลิป'), slipFile());
}

describe('DepositPanel', () => {
  it("shows the site's receiving account and copies its number", async () => {
    serverAccepts();
    const user = await renderPanel();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');

    const account = screen.getByRole('group', { name: 'โอนเงินเข้าบัญชีนี้' });
    expect(within(account).getByText('ไทยพาณิชย์ (SCB)')).toBeInTheDocument();
    expect(within(account).getByText('บริษัท ลอตโต้ จำกัด')).toBeInTheDocument();
    const copy = screen.getByRole('button', { name: 'คัดลอก เลขที่บัญชี' });
    // The visible word is the name's first word, not fused into a longer one (Thai writes words without spaces).
    expect(copy.getAttribute('aria-label')?.split(' ')[0]).toBe(copy.textContent);
    await user.click(copy);

    expect(writeText).toHaveBeenCalledWith('1234567890');
    expect(await navigator.clipboard.readText()).toBe('1234567890');
    expect(await screen.findByText('คัดลอกเลขที่บัญชีแล้ว')).toBeInTheDocument();
  });

  it('tells the member when the number could not be copied', async () => {
    serverAccepts();
    const user = await renderPanel();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));

    await user.click(screen.getByRole('button', { name: 'คัดลอก เลขที่บัญชี' }));

    expect(await screen.findByText('คัดลอกไม่สำเร็จ กรุณาคัดลอกเอง')).toBeInTheDocument();
  });

  it('says so when the site has no receiving account', async () => {
    answer('POST /lto-public-api/bank_deposit', fail(404, 'NOT_FOUND', 'ยังไม่มีบัญชีรับโอนของเว็บไซต์ กรุณาติดต่อเจ้าหน้าที่'));
    await renderSlipForm();
    expect(await screen.findByText('ยังไม่มีบัญชีรับโอนของเว็บไซต์ กรุณาติดต่อเจ้าหน้าที่')).toBeInTheDocument();
  });

  describe('on a break (ควบคุมการเล่น)', () => {
    const NONE = { day: null, week: null, month: null };
    const limits = (breaks: { timeout_until?: string | null; excluded_until?: string | null }) => ({
      deposit: NONE,
      loss: NONE,
      stake: NONE,
      pending: [],
      reality_check_minutes: null,
      reality_check_interval_seconds: null,
      timeout_until: null,
      excluded_until: null,
      ...breaks,
    });

    async function renderOnBreak(breaks: Parameters<typeof limits>[0]) {
      serverAccepts();
      answer('GET /cl-api/auth/play-limits', ok(limits(breaks)));
      await renderSlipForm();
    }

    it('says before any input why deposits are refused and until when (Bangkok time), and nothing can be filled in', async () => {
      await renderOnBreak({ timeout_until: '2099-01-01T03:00:00.000Z' });

      expect(await screen.findByRole('alert')).toHaveTextContent(/^คุณพักการเล่นอยู่ถึง 01\/01\/2099 10:00:00 ระหว่างนี้ฝากเงินและแทงหวยไม่ได้$/);
      expect(screen.getByRole('textbox', { name: 'จำนวนเงิน' })).toBeDisabled();
      expect(screen.getByRole('combobox', { name: 'ชั่วโมง' })).toBeDisabled();
      expect(screen.getByLabelText('แนบสลิป')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'แจ้งฝากเงิน' })).toBeDisabled();
      expect(screen.getByRole('group', { description: /^คุณพักการเล่นอยู่ถึง/ })).toBeInTheDocument();
      // No account to transfer to while a deposit cannot be told.
      expect(screen.queryByText('1234567890')).not.toBeInTheDocument();
    });

    it("names the self-exclusion when it ends last, as the server's refusal does", async () => {
      await renderOnBreak({ timeout_until: '2099-01-01T03:00:00.000Z', excluded_until: '2099-06-01T17:30:00.000Z' });

      expect(await screen.findByRole('alert')).toHaveTextContent(
        /^คุณระงับการเล่นตนเองอยู่ถึง 02\/06\/2099 00:30:00 ระหว่างนี้ฝากเงินและแทงหวยไม่ได้$/,
      );
    });

    it('names the time-out when it ends after the self-exclusion', async () => {
      await renderOnBreak({ timeout_until: '2099-01-01T03:00:00.000Z', excluded_until: '2098-12-31T00:00:00.000Z' });

      expect(await screen.findByRole('alert')).toHaveTextContent(/^คุณพักการเล่นอยู่ถึง 01\/01\/2099 10:00:00/);
    });

    it('leaves the form open once the break has ended', async () => {
      await renderOnBreak({ excluded_until: '2001-01-01T00:00:00.000Z' });
      await screen.findByText('1234567890');
      await waitFor(() => expect(sentTo('GET /cl-api/auth/play-limits')).toHaveLength(1));

      expect(screen.queryByText(/ระหว่างนี้ฝากเงินและแทงหวยไม่ได้/)).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'จำนวนเงิน' })).toBeEnabled();
    });
  });

  describe('transfer time', () => {
    afterEach(() => jest.useRealTimers());

    it.each([
      ['2026-11-23T16:45:00Z', '23', '45'],
      ['2026-11-23T17:05:00Z', '00', '05'],
      ['2026-11-23T02:30:00Z', '09', '30'],
    ])('defaults to the current Bangkok time at %s', async (now, hour, minute) => {
      jest.useFakeTimers({
        now: new Date(now),
        doNotFake: [
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'setImmediate',
          'queueMicrotask',
          'nextTick',
          'performance',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'hrtime',
        ],
      });
      serverAccepts();
      await renderSlipForm();

      expect(screen.getByRole('combobox', { name: 'ชั่วโมง' })).toHaveDisplayValue(hour);
      expect(screen.getByRole('combobox', { name: 'นาที' })).toHaveDisplayValue(minute);
    });

    it('offers hours 00-23 and minutes 00-59', async () => {
      serverAccepts();
      await renderSlipForm();
      const hours = within(screen.getByRole('combobox', { name: 'ชั่วโมง' })).getAllByRole('option');
      const minutes = within(screen.getByRole('combobox', { name: 'นาที' })).getAllByRole('option');
      expect(hours.map((option) => option.textContent)).toEqual(Array.from({ length: 24 }, (_, i) => String(i).padStart(2, '0')));
      expect(minutes).toHaveLength(60);
      expect(minutes.at(-1)).toHaveTextContent('59');
    });
  });

  describe('amount and slip rules (docs/api-conventions.md#validation-messages)', () => {
    it('asks for an amount and a slip', async () => {
      serverAccepts();
      const user = await renderPanel();

      await user.click(screen.getByRole('button', { name: 'แจ้งฝากเงิน' }));

      expect(await screen.findByText('ระบุจำนวนเงินที่โอน')).toBeInTheDocument();
      expect(screen.getByText('กรุณาแนบหลักฐานการโอน')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'จำนวนเงิน' })).toHaveAttribute('aria-invalid', 'true');
      expect(sentTo('POST /lto-public-api/deposit')).toHaveLength(0);
    });

    it.each([
      ['0.5', 'กรุณาระบุจำนวนเงินขั้นต่ำ 1 บาท'],
      ['1000000', 'กรุณาระบุจำนวนให้ถูกต้อง'],
      ['abc', 'ระบุจำนวนเงินที่โอน'],
      ['10.005', 'ระบุจำนวนเงินได้ไม่เกิน 2 ตำแหน่งทศนิยม'],
    ])('refuses %p with %p and keeps what was typed', async (typed, message) => {
      serverAccepts();
      const user = await renderPanel();

      await user.type(screen.getByRole('textbox', { name: 'จำนวนเงิน' }), typed);
      await user.click(screen.getByRole('button', { name: 'แจ้งฝากเงิน' }));

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'จำนวนเงิน' })).toHaveValue(typed);
    });

    it('clears a message once the amount is put right', async () => {
      serverAccepts();
      const user = await renderPanel();
      const amount = screen.getByRole('textbox', { name: 'จำนวนเงิน' });
      await user.type(amount, '0.5');
      await user.click(screen.getByRole('button', { name: 'แจ้งฝากเงิน' }));
      await screen.findByText('กรุณาระบุจำนวนเงินขั้นต่ำ 1 บาท');

      await user.clear(amount);
      await user.type(amount, '5');

      await waitFor(() => expect(screen.queryByText('กรุณาระบุจำนวนเงินขั้นต่ำ 1 บาท')).not.toBeInTheDocument());
    });
  });

  describe('slip upload', () => {
    it('uploads the picked image at once, shows its progress, then success and a preview', async () => {
      let release: () => void = () => undefined;
      answer('POST /lto-public-api/bank_deposit', ok(bank));
      answer(
        'POST /lto-public-api/upload_slip',
        () => new Promise((resolve) => (release = () => resolve(ok({ file_url: FILE_URL }, 'อัพโหลดสำเร็จ')))),
      );
      const user = await renderPanel();

      await attachSlip(user);

      expect(await screen.findByText('กำลังอัพโหลด...')).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'ความคืบหน้าการอัพโหลด' })).toBeInTheDocument();
      const [upload] = sentTo('POST /lto-public-api/upload_slip');
      expect((upload!.body as FormData).get('file')).toBeInstanceOf(File);
      expect(upload!.headers.authorization).toBe('Bearer access-token');
      release();

      // Said twice: in the toast and beside the picker.
      await waitFor(() => expect(screen.getAllByText('อัพโหลดสำเร็จ')).toHaveLength(2));
      expect(screen.getByRole('img', { name: 'ตัวอย่างสลิปที่แนบ' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
      expect(screen.getByText('เปลี่ยนสลิป')).toBeInTheDocument();
    });

    it("says 'ไม่สามารถอัพโหลดได้' and the server's reason when the upload fails", async () => {
      answer('POST /lto-public-api/bank_deposit', ok(bank));
      answer('POST /lto-public-api/upload_slip', fail(400, 'DUPLICATE', 'หลักฐานการโอนนี้ถูกใช้แล้ว'));
      const user = await renderPanel();

      await attachSlip(user);

      expect(await screen.findByText('ไม่สามารถอัพโหลดได้')).toBeInTheDocument();
      expect(screen.getByText('หลักฐานการโอนนี้ถูกใช้แล้ว')).toBeInTheDocument();
      expect(screen.getByLabelText('แนบสลิป')).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('แจ้งฝากเงิน', () => {
    async function fillForm(user: ReturnType<typeof userEvent.setup>) {
      await user.type(screen.getByRole('textbox', { name: 'จำนวนเงิน' }), '1500.50');
      await user.selectOptions(screen.getByRole('combobox', { name: 'ชั่วโมง' }), '9');
      await user.selectOptions(screen.getByRole('combobox', { name: 'นาที' }), '5');
      await attachSlip(user);
      await screen.findByText('เปลี่ยนสลิป');
      await waitFor(() => expect(screen.getByRole('button', { name: 'แจ้งฝากเงิน' })).toBeEnabled());
    }

    it('sends the deposit with an Idempotency-Key, says ฝากเงินสำเร็จ and starts a fresh form', async () => {
      serverAccepts();
      const user = await renderPanel();
      await fillForm(user);

      await user.click(screen.getByRole('button', { name: 'แจ้งฝากเงิน' }));

      expect(await screen.findByText('ฝากเงินสำเร็จ')).toBeInTheDocument();
      const [request] = sentTo('POST /lto-public-api/deposit');
      expect(request!.body).toEqual({ amount: 1500.5, bank_id: 4, time: '09:05', file_url: FILE_URL });
      expect(request!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      expect(screen.getByRole('textbox', { name: 'จำนวนเงิน' })).toHaveValue('');
      expect(screen.queryByRole('img', { name: 'ตัวอย่างสลิปที่แนบ' })).not.toBeInTheDocument();
    });

    it('deposits once on a double click', async () => {
      serverAccepts();
      const user = await renderPanel();
      await fillForm(user);

      await user.dblClick(screen.getByRole('button', { name: 'แจ้งฝากเงิน' }));

      await screen.findByText('ฝากเงินสำเร็จ');
      expect(sentTo('POST /lto-public-api/deposit')).toHaveLength(1);
    });

    it('retries after a lost answer with the same key, so the server records it once', async () => {
      serverAccepts();
      answer('POST /lto-public-api/deposit', { networkError: true });
      const user = await renderPanel();
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'แจ้งฝากเงิน' }));
      await screen.findByText('ฝากเงินไม่สำเร็จ');

      await fillForm(user);
      answer('POST /lto-public-api/deposit', ok({ _id: 'deposit-1' }, 'ฝากเงินสำเร็จ'));
      await user.click(screen.getByRole('button', { name: 'แจ้งฝากเงิน' }));
      await screen.findByText('ฝากเงินสำเร็จ');

      const keys = sentTo('POST /lto-public-api/deposit').map((request) => request.headers['idempotency-key']);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    it("says ฝากเงินไม่สำเร็จ with the server's reason and resets the form", async () => {
      serverAccepts();
      answer('POST /lto-public-api/deposit', fail(400, 'DUPLICATE', 'สลิปเลขอ้างอิง 2026ABC ถูกใช้แจ้งฝากเงินแล้ว'));
      const user = await renderPanel();
      await fillForm(user);

      await user.click(screen.getByRole('button', { name: 'แจ้งฝากเงิน' }));

      expect(await screen.findByText('ฝากเงินไม่สำเร็จ')).toBeInTheDocument();
      expect(screen.getByText('สลิปเลขอ้างอิง 2026ABC ถูกใช้แจ้งฝากเงินแล้ว')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'จำนวนเงิน' })).toHaveValue('');
      expect(screen.queryByRole('img', { name: 'ตัวอย่างสลิปที่แนบ' })).not.toBeInTheDocument();
    });
  });
});

describe('while a maintenance window closes deposits', () => {
  const bankDown = {
    id: 1,
    module: 'deposit' as const,
    lottery: null,
    from: null,
    until: null,
    message: 'ธนาคารปิดปรับปรุง ฝากเงินได้อีกครั้งหลังเที่ยงคืน',
  };

  it('says so with the message and closes both forms', async () => {
    serverAccepts();
    const user = userEvent.setup();
    await renderAsMember(<DepositPanel />, { config: { ...sampleSiteConfig, maintenance: [bankDown] } });

    const notice = screen.getByText('ฝากเงิน ปิดปรับปรุง').closest('[role="status"]');
    expect(notice).toHaveTextContent('ฝากเงิน ปิดปรับปรุงธนาคารปิดปรับปรุง ฝากเงินได้อีกครั้งหลังเที่ยงคืนจนกว่าจะแจ้งให้ทราบ');
    expect(screen.getByRole('textbox', { name: 'จำนวนเงิน' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'สร้าง QR' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'แนบสลิปโอนเงิน' }));
    expect(screen.getByRole('button', { name: 'แจ้งฝากเงิน' })).toBeDisabled();
    expect(screen.queryByText('1234567890')).not.toBeInTheDocument();
  });

  it('a window of another module leaves the panel open', async () => {
    serverAccepts();
    await renderAsMember(<DepositPanel />, { config: { ...sampleSiteConfig, maintenance: [{ ...bankDown, module: 'withdraw' }] } });
    expect(screen.queryByText('ฝากเงิน ปิดปรับปรุง')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'จำนวนเงิน' })).toBeEnabled();
  });
});
