import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sentTo, useFakeApi } from '@lotto/shared/testing';
import { hanoiRates, lottoRoute, renderBetScreen, serveBetScreen } from '../../../testing/betFixtures';
import { serveNumbersPaid } from '../../../testing/numbersPaidFixtures';

useFakeApi();

const cartGroup = (type: string) => screen.queryByRole('region', { name: type });
const numbersIn = (type: string) =>
  within(cartGroup(type)!)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')!.textContent);

/** Ten lines in the peer sites' forms; line 6 has a five-digit number and line 9 a type Hanoi does not take. */
const pasted = [
  '123=10*10',
  '12 บน 20 ล่าง 20',
  '5 วิ่ง 10',
  '47 74=5',
  '456 หน้า 15',
  '12345=10',
  '๘๙=20*10',
  '1234=1*2',
  '789 ท้าย 10',
  '36 ล่าง 50',
].join('\n');

beforeEach(() => {
  serveBetScreen();
  serveNumbersPaid(hanoiRates);
});

describe('วางโพย', () => {
  it('previews each line with its reading or its error, and only the confirm puts the readable lines in the cart', async () => {
    const user = userEvent.setup();
    await renderBetScreen();
    await user.click(await screen.findByRole('button', { name: 'วางโพย' }));
    const dialog = screen.getByRole('dialog', { name: 'วางโพย' });
    await user.click(within(dialog).getByRole('textbox', { name: 'ข้อความโพย' }));
    await user.paste(pasted);

    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['1', '123=10*10', '123 3 ตัวบน 10.00, 123 3 ตัวโต๊ด 10.00'],
      ['2', '12 บน 20 ล่าง 20', '12 2 ตัวบน 20.00, 12 2 ตัวล่าง 20.00'],
      ['3', '5 วิ่ง 10', '5 วิ่งบน 10.00'],
      ['4', '47 74=5', '47 2 ตัวบน 5.00, 74 2 ตัวบน 5.00'],
      ['5', '456 หน้า 15', '456 หน้า 3 ตัว 15.00'],
      ['6', '12345=10', 'เลข 12345 ยาวเกิน 4 หลัก'],
      ['7', '๘๙=20*10', '89 2 ตัวบน 20.00, 89 2 ตัวล่าง 10.00'],
      ['8', '1234=1*2', '1234 4 ตัวบน 1.00, 1234 4 ตัวโต๊ด 2.00'],
      ['9', '789 ท้าย 10', 'หวยนี้ไม่เปิดรับ ท้าย 3 ตัว'],
      ['10', '36 ล่าง 50', '36 2 ตัวล่าง 50.00'],
    ]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('อ่านไม่ได้ 2 บรรทัด จะไม่ใส่ในโพย');
    expect(sentTo(lottoRoute('numbers_paid'))).toHaveLength(0);
    expect(cartGroup('2 ตัวบน')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'ใส่ในโพย 13 รายการ' }));
    expect(await screen.findByText('ใส่ 13 รายการลงในโพยแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'วางโพย' })).not.toBeInTheDocument();
    expect(sentTo(lottoRoute('numbers_paid')).map((call) => call.body)).toEqual([
      {
        round_id: '7',
        items: [
          { type: 'top_three', number: '123', amount: 10 },
          { type: 'todd_three', number: '123', amount: 10 },
          { type: 'top_two', number: '12', amount: 20 },
          { type: 'bottom_two', number: '12', amount: 20 },
          { type: 'top_one', number: '5', amount: 10 },
          { type: 'top_two', number: '47', amount: 5 },
          { type: 'top_two', number: '74', amount: 5 },
          { type: 'first_three', number: '456', amount: 15 },
          { type: 'top_two', number: '89', amount: 20 },
          { type: 'bottom_two', number: '89', amount: 10 },
          { type: 'top_four', number: '1234', amount: 1 },
          { type: 'todd_four', number: '1234', amount: 2 },
          { type: 'bottom_two', number: '36', amount: 50 },
        ],
      },
    ]);
    expect(numbersIn('2 ตัวบน')).toEqual(['12', '47', '74', '89']);
    expect(numbersIn('2 ตัวล่าง')).toEqual(['12', '89', '36']);
    expect(numbersIn('3 ตัวบน')).toEqual(['123']);
    expect(cartGroup('ท้าย 3 ตัว')).not.toBeInTheDocument();
    expect(within(cartGroup('2 ตัวล่าง')!).getByRole('textbox', { name: 'จำนวนเงิน 36' })).toHaveValue('50');
  });

  it('ยกเลิก closes the box and adds nothing', async () => {
    const user = userEvent.setup();
    await renderBetScreen();
    await user.click(await screen.findByRole('button', { name: 'วางโพย' }));
    await user.click(screen.getByRole('textbox', { name: 'ข้อความโพย' }));
    await user.paste('12=10');
    await user.click(within(screen.getByRole('dialog', { name: 'วางโพย' })).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('dialog', { name: 'วางโพย' })).not.toBeInTheDocument();
    expect(sentTo(lottoRoute('numbers_paid'))).toHaveLength(0);
    expect(cartGroup('2 ตัวบน')).not.toBeInTheDocument();
  });
});
