import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsMember } from '../../../testing/renderPage';
import { PlayControlPanel } from './PlayControlPanel';
import { PlayLimitsOffer } from './PlayLimitsOffer';

useFakeApi();

const NONE = { day: null, week: null, month: null };
const settings = {
  deposit: { day: 500, week: null, month: null },
  loss: NONE,
  stake: NONE,
  pending: [{ kind: 'deposit', period: 'day', amount: 1000, effective_at: '2026-03-02T03:00:00.000Z' }],
  reality_check_minutes: null,
  reality_check_interval_seconds: null,
  timeout_until: null,
  excluded_until: null,
};

beforeEach(() => {
  localStorage.clear();
  answer('GET /cl-api/auth/play-limits', ok(settings));
});

describe('PlayControlPanel', () => {
  it('shows the limits in force and a raise waiting with its time', async () => {
    await renderAsMember(<PlayControlPanel />);
    expect(await screen.findByLabelText('วงเงินฝากต่อวัน')).toHaveValue('500');
    expect(screen.getByLabelText('วงเงินเสียต่อสัปดาห์')).toHaveValue('');
    expect(screen.getByRole('region', { name: 'รอมีผล' })).toHaveTextContent('วงเงินฝากต่อวัน เปลี่ยนเป็น 1,000.00 บาท เมื่อ 02/03/2026 10:00:00');
  });

  it('saves the limits and the reality-check interval', async () => {
    const user = userEvent.setup();
    answer('PUT /cl-api/auth/play-limits', ok(settings, 'บันทึกการควบคุมการเล่นแล้ว'));
    await renderAsMember(<PlayControlPanel />);
    await user.type(await screen.findByLabelText('วงเงินแทงต่อเดือน'), '2000');
    await user.selectOptions(screen.getByLabelText('เตือนเวลาเล่นทุก'), '60 นาที');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('บันทึกการควบคุมการเล่นแล้ว')).toBeInTheDocument();
    expect(sentTo('PUT /cl-api/auth/play-limits')[0]!.body).toEqual({
      deposit: { day: 500, week: null, month: null },
      loss: NONE,
      stake: { day: null, week: null, month: 2000 },
      reality_check_minutes: 60,
    });
  });

  it('refuses a limit of zero with its message, before sending', async () => {
    const user = userEvent.setup();
    await renderAsMember(<PlayControlPanel />);
    await user.type(await screen.findByLabelText('วงเงินเสียต่อวัน'), '0');
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('วงเงินต้องเป็นจำนวนเงินมากกว่า 0 บาท');
    expect(sentTo('PUT /cl-api/auth/play-limits')).toHaveLength(0);
  });

  it('starts a time-out only after the member confirms it', async () => {
    const user = userEvent.setup();
    answer('POST /cl-api/auth/self-exclusion', ok({ ...settings, timeout_until: '2026-03-08T03:00:00.000Z' }, 'บันทึกการควบคุมการเล่นแล้ว'));
    await renderAsMember(<PlayControlPanel />);
    const timeout = await screen.findByRole('region', { name: 'พักการเล่น' });
    await user.selectOptions(within(timeout).getByRole('combobox', { name: 'พักการเล่น' }), '7 วัน');
    await user.click(within(timeout).getByRole('button', { name: 'เริ่มพักการเล่น' }));

    const question = screen.getByRole('alertdialog', { name: 'พักการเล่น' });
    expect(question).toHaveTextContent('พักการเล่น 7 วัน? ระหว่างนี้ฝากเงินและแทงหวยไม่ได้ และยกเลิกก่อนกำหนดไม่ได้ ถอนเงินและดูประวัติได้ตามปกติ');
    expect(sentTo('POST /cl-api/auth/self-exclusion')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'ตกลง' }));

    expect(await screen.findByText('บันทึกการควบคุมการเล่นแล้ว')).toBeInTheDocument();
    expect(sentTo('POST /cl-api/auth/self-exclusion')[0]!.body).toEqual({ kind: 'timeout', period: '7d' });
  });

  it('says when a self-exclusion ends', async () => {
    answer('GET /cl-api/auth/play-limits', ok({ ...settings, excluded_until: '2026-09-01T03:00:00.000Z' }));
    await renderAsMember(<PlayControlPanel />);
    expect(await screen.findByText('ระงับการเล่นตนเองถึง 01/09/2026 10:00:00')).toBeInTheDocument();
  });

  it('shows a load failure in Thai', async () => {
    answer('GET /cl-api/auth/play-limits', fail(500, 'INTERNAL', 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง'));
    await renderAsMember(<PlayControlPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ระบบขัดข้อง');
  });
});

describe('PlayLimitsOffer', () => {
  it('offers limits to a member without any, and stays away once skipped', async () => {
    const user = userEvent.setup();
    answer('GET /cl-api/auth/play-limits', ok({ ...settings, deposit: NONE, pending: [] }));
    const setLimits = jest.fn();
    await renderAsMember(<PlayLimitsOffer onSetLimits={setLimits} />);
    const offer = await screen.findByRole('complementary', { name: 'ตั้งวงเงินควบคุมการเล่น' });
    await user.click(within(offer).getByRole('button', { name: 'ควบคุมการเล่น' }));
    expect(setLimits).toHaveBeenCalled();

    await user.click(within(offer).getByRole('button', { name: 'ข้ามไปก่อน' }));
    expect(screen.queryByRole('complementary', { name: 'ตั้งวงเงินควบคุมการเล่น' })).not.toBeInTheDocument();
    expect(localStorage.getItem('play-limits-offer-skipped')).toBe('1');
  });
});
