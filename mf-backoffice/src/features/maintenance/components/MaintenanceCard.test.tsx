import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MaintenanceWindow } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import { MaintenanceCard } from './MaintenanceCard';

useFakeApi();

const bankDown: MaintenanceWindow = {
  id: 1,
  module: 'deposit',
  lottery: null,
  from: null,
  until: '2099-01-01T05:00:00.000Z',
  message: 'ธนาคารปิดปรับปรุง',
};
const hanoiLater: MaintenanceWindow = {
  id: 2,
  module: 'bet',
  lottery: 'hanoi',
  from: '2098-12-31T11:00:00.000Z',
  until: null,
  message: 'งดรับแทงหวยฮานอย',
};

const PUT = 'PUT /admin-api/site-config/maintenance';

async function renderCard(windows: MaintenanceWindow[] = [bankDown, hanoiLater]) {
  answer('GET /admin-api/site-config/maintenance', ok({ windows }));
  answer(PUT, (request) => ok({ windows: (request.body as { windows: object[] }).windows }, 'บันทึกการปิดปรับปรุงสำเร็จ'));
  const user = userEvent.setup({ delay: null });
  await renderAsStaff(<MaintenanceCard />, { route: '/backoffice/site-config', role: 'admin' });
  return user;
}

describe('MaintenanceCard (ปิดปรับปรุง)', () => {
  it('lists the windows with what they close, when, their state and message', async () => {
    await renderCard();
    const list = await screen.findByRole('list', { name: 'ช่วงปิดปรับปรุงที่ตั้งไว้' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('ฝากเงินกำลังปิดเริ่ม: ทันที · สิ้นสุด: 01/01/2099 12:00ธนาคารปิดปรับปรุง');
    expect(second).toHaveTextContent('แทงหวย · หวยฮานอยตั้งเวลาไว้เริ่ม: 31/12/2098 18:00 · สิ้นสุด: จนกว่าจะลบออกงดรับแทงหวยฮานอย');
  });

  it('says when there is none', async () => {
    await renderCard([]);
    expect(await screen.findByText('ไม่มีช่วงปิดปรับปรุง')).toBeInTheDocument();
  });

  it('adds a window of one lottery to those kept, with Bangkok times', async () => {
    const user = await renderCard([bankDown]);
    await screen.findByRole('list', { name: 'ช่วงปิดปรับปรุงที่ตั้งไว้' });

    expect(screen.queryByRole('combobox', { name: 'หวย' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'ส่วนที่ปิด' }), 'แทงหวย');
    await user.selectOptions(screen.getByRole('combobox', { name: 'หวย' }), 'หวยลาว');
    await user.type(screen.getByLabelText('สิ้นสุด'), '2099-02-01T18:30');
    await user.type(screen.getByRole('textbox', { name: 'ข้อความถึงสมาชิก' }), 'งดรับแทงหวยลาวชั่วคราว');
    await user.click(screen.getByRole('button', { name: 'เพิ่มช่วงปิดปรับปรุง' }));

    await waitFor(() => expect(sentTo(PUT)).toHaveLength(1));
    expect(sentTo(PUT)[0]!.body).toEqual({
      windows: [
        { module: 'deposit', until: '2099-01-01T05:00:00.000Z', message: 'ธนาคารปิดปรับปรุง' },
        { module: 'bet', lottery: 'lao', until: '2099-02-01T11:30:00.000Z', message: 'งดรับแทงหวยลาวชั่วคราว' },
      ],
    });
    expect(await screen.findByText('บันทึกการปิดปรับปรุงสำเร็จ')).toBeInTheDocument();
  });

  it.each([
    ['no message', {}, 'กรุณากรอกข้อความถึงสมาชิก'],
    ['an end before the start', { from: '2099-02-01T18:30', until: '2099-02-01T12:00', message: 'ปิด' }, 'เวลาสิ้นสุดต้องหลังเวลาเริ่ม'],
    ['an end already past', { until: '2001-01-01T00:00', message: 'ปิด' }, 'เวลาสิ้นสุดต้องเป็นเวลาในอนาคต'],
  ])(
    'refuses %s with its Thai message and sends nothing',
    async (_case, typed: { from?: string; until?: string; message?: string }, message) => {
      const user = await renderCard([]);
      await screen.findByText('ไม่มีช่วงปิดปรับปรุง');
      if (typed.from) await user.type(screen.getByLabelText('เริ่ม'), typed.from);
      if (typed.until) await user.type(screen.getByLabelText('สิ้นสุด'), typed.until);
      if (typed.message) await user.type(screen.getByRole('textbox', { name: 'ข้อความถึงสมาชิก' }), typed.message);

      await user.click(screen.getByRole('button', { name: 'เพิ่มช่วงปิดปรับปรุง' }));

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(sentTo(PUT)).toHaveLength(0);
    },
  );

  it('removes a window by sending the others', async () => {
    const user = await renderCard();
    await user.click(await screen.findByRole('button', { name: 'ลบช่วงปิดปรับปรุง 1' }));

    await waitFor(() => expect(sentTo(PUT)).toHaveLength(1));
    expect(sentTo(PUT)[0]!.body).toEqual({
      windows: [{ module: 'bet', lottery: 'hanoi', from: '2098-12-31T11:00:00.000Z', message: 'งดรับแทงหวยฮานอย' }],
    });
    expect(await screen.findByText('ลบช่วงปิดปรับปรุงแล้ว')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const user = await renderCard([]);
    answer(PUT, fail(400, 'VALIDATION', 'ไม่พบหวยที่เลือก'));
    await screen.findByText('ไม่มีช่วงปิดปรับปรุง');
    await user.type(screen.getByRole('textbox', { name: 'ข้อความถึงสมาชิก' }), 'ปิด');
    await user.click(screen.getByRole('button', { name: 'เพิ่มช่วงปิดปรับปรุง' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบหวยที่เลือก');
  });
});
