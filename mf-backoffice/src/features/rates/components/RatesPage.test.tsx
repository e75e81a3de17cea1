import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import { hanoi, sampleLotteries } from '../../../testing/sampleLotteries';
import RatesPage from './RatesPage';

/** The base rates' บันทึก: the first of the screen's two (the stake bands' form comes after). */
const saveRates = () => screen.getAllByRole('button', { name: 'บันทึก' })[0]!;

useFakeApi();

async function renderPage() {
  answer('GET /admin-api/lotteries', ok(sampleLotteries));
  const user = userEvent.setup({ delay: null });
  await renderAsStaff(<RatesPage />, { route: '/backoffice/rates?lottery=hanoi', role: 'admin' });
  await screen.findByRole('region', { name: 'หวยฮานอย' });
  return user;
}

const rateBox = (type: string) => screen.getByRole('textbox', { name: `อัตราจ่าย ${type}` });

describe('RatesPage', () => {
  it("shows the picked lottery's rate table, one box per type it offers", async () => {
    await renderPage();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'อัตราจ่าย 3 ตัวบน',
      'อัตราจ่าย 3 ตัวโต๊ด',
      'อัตราจ่าย 2 ตัวบน',
      'อัตราจ่าย 2 ตัวล่าง',
      'อัตราจ่าย วิ่งบน',
      'อัตราจ่าย วิ่งล่าง',
    ]);
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
