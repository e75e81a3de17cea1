import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import { hanoi, sampleLotteries, yeekee } from '../../../testing/sampleLotteries';
import RatesPage from './RatesPage';

/** The base rates' บันทึก: the first of the screen's (the stake bands' and the void deadline's forms come after). */
const saveRates = () => screen.getAllByRole('button', { name: 'บันทึก' })[0]!;

useFakeApi();

async function renderPage(code = 'hanoi', name = 'หวยฮานอย') {
  answer('GET /admin-api/lotteries', ok(sampleLotteries));
  const user = userEvent.setup({ delay: null });
  await renderAsStaff(<RatesPage />, { route: `/backoffice/rates?lottery=${code}`, role: 'admin' });
  await screen.findByRole('region', { name });
  return user;
}

const rateBox = (type: string) => screen.getByRole('textbox', { name: `อัตราจ่าย ${type}` });

describe('RatesPage', () => {
  it("shows the picked lottery's rate table, one box per type it offers", async () => {
    await renderPage();
    const table = screen.getByRole('region', { name: 'หวยฮานอย' });
    expect(
      within(table)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual(['อัตราจ่าย 3 ตัวบน', 'อัตราจ่าย 3 ตัวโต๊ด', 'อัตราจ่าย 2 ตัวบน', 'อัตราจ่าย 2 ตัวล่าง', 'อัตราจ่าย วิ่งบน', 'อัตราจ่าย วิ่งล่าง']);
    expect(rateBox('2 ตัวบน')).toHaveValue('90');
    expect(screen.getByText('อัตราใหม่ใช้กับโพยที่แทงหลังบันทึกเท่านั้น โพยที่แทงไปแล้วคงอัตราเดิม')).toBeInTheDocument();
  });

  it('refuses a rate the server would refuse, with its message, and sends nothing', async () => {
    const user = await renderPage();
    await user.clear(rateBox('2 ตัวบน'));
    await user.type(rateBox('2 ตัวบน'), '0');
    await user.clear(rateBox('วิ่งบน'));
    await user.type(rateBox('วิ่งบน'), '3.255');
    await user.click(saveRates());
    expect(await screen.findAllByText('อัตราจ่ายต้องมากกว่า 0 และไม่เกิน 10,000')).toHaveLength(2);
    expect(rateBox('2 ตัวบน')).toHaveAttribute('aria-invalid', 'true');
    expect(rateBox('3 ตัวบน')).not.toHaveAttribute('aria-invalid');
    expect(sentTo('PUT /admin-api/lotteries/hanoi/rates')).toHaveLength(0);
  });

  it('saves the whole table', async () => {
    answer('PUT /admin-api/lotteries/hanoi/rates', ok(hanoi.rates));
    const user = await renderPage();
    await user.clear(rateBox('2 ตัวบน'));
    await user.type(rateBox('2 ตัวบน'), '92.5');
    await user.click(saveRates());
    expect(await screen.findByText('บันทึกอัตราจ่ายสำเร็จ มีผลกับโพยใหม่เท่านั้น')).toBeInTheDocument();
    expect(sentTo('PUT /admin-api/lotteries/hanoi/rates')[0]!.body).toEqual({
      rates: hanoi.rates.map(({ type, rate }) => ({ type, rate: type === 'top_two' ? 92.5 : rate })),
    });
  });

  it("shows the server's refusal", async () => {
    answer('PUT /admin-api/lotteries/hanoi/rates', fail(400, 'VALIDATION', 'อัตราจ่ายใหม่ต่ำกว่าอัตราของเลขอั้น กรุณาแก้ไขเลขอั้นก่อน'));
    const user = await renderPage();
    await user.click(saveRates());
    expect(await screen.findByText('อัตราจ่ายใหม่ต่ำกว่าอัตราของเลขอั้น กรุณาแก้ไขเลขอั้นก่อน')).toBeInTheDocument();
  });

  it('switches lottery', async () => {
    const user = await renderPage();
    await user.selectOptions(screen.getByLabelText('หวย'), 'หวยรัฐบาลไทย');
    const table = await screen.findByRole('region', { name: 'หวยรัฐบาลไทย' });
    await waitFor(() => expect(within(table).getByRole('textbox', { name: 'อัตราจ่าย 4 ตัวบน' })).toHaveValue('6000'));
  });
});

describe('the void deadline', () => {
  const deadline = () => within(screen.getByRole('region', { name: 'กำหนดเวลายกเลิกงวด' }));
  const minutesBox = () => deadline().getByRole('textbox', { name: 'ยกเลิกหลังเวลาออกผล (นาที)' });

  it("shows the lottery's minutes and refuses what the server would, sending nothing", async () => {
    const user = await renderPage();
    expect(minutesBox()).toHaveValue('120');
    expect(
      deadline().getByText('งวดที่ยังไม่มีผลรางวัลเมื่อพ้นเวลาออกผลไปตามจำนวนนาทีนี้ ระบบจะยกเลิกงวดและคืนเงินทุกโพยที่รับแทงเข้าเครดิตสมาชิก'),
    ).toBeInTheDocument();
    await user.clear(minutesBox());
    await user.type(minutesBox(), '20');
    await user.click(deadline().getByRole('button', { name: 'บันทึก' }));
    expect(await deadline().findByRole('alert')).toHaveTextContent('เวลายกเลิกงวดต้องเป็นจำนวนเต็มนาที ตั้งแต่ 30 ถึง 10,080 นาที (7 วัน)');
    expect(minutesBox()).toHaveAttribute('aria-invalid', 'true');
    expect(sentTo('PUT /admin-api/lotteries/hanoi')).toHaveLength(0);
  });

  it('saves the minutes', async () => {
    answer('PUT /admin-api/lotteries/hanoi', ok({ code: 'hanoi', void_after_minutes: 180 }));
    const user = await renderPage();
    await user.clear(minutesBox());
    await user.type(minutesBox(), '180');
    await user.click(deadline().getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('บันทึกเวลายกเลิกงวดสำเร็จ')).toBeInTheDocument();
    expect(sentTo('PUT /admin-api/lotteries/hanoi')[0]!.body).toEqual({ void_after_minutes: 180 });
  });

  it('has none for yeekee, which the server draws', async () => {
    await renderPage(yeekee.code, yeekee.name);
    expect(deadline().getByText('หวยยี่กีออกผลโดยระบบทันทีที่ปิดรับ จึงไม่มีการยกเลิกงวด')).toBeInTheDocument();
    expect(deadline().queryByRole('textbox')).not.toBeInTheDocument();
  });
});
