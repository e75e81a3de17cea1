import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankAccount } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import { scbAccount } from '../../../testing/sampleBankAccounts';
import BankAccountsPage from './BankAccountsPage';

useFakeApi();

const scb: BankAccount = { ...scbAccount, feed_secret_set: false };

const kbank: BankAccount = {
  ...scb,
  id: 4,
  bank_id: 1,
  short_name: 'KBANK',
  account_name: 'บริษัท หวยดี จำกัด สาขา 2',
  account_number: '5556667778',
  promptpay_id: null,
};

async function renderPage(accounts: () => BankAccount[]) {
  answer('GET /admin-api/bank-accounts', () => ok(accounts()));
  const user = userEvent.setup();
  await renderAsStaff(<BankAccountsPage />, { route: '/backoffice/bank-accounts', role: 'admin' });
  const list = screen.getByRole('region', { name: 'รายการบัญชีรับเงิน' });
  return { user, list };
}

const rowOf = async (list: HTMLElement, number: string) => (await within(list).findByText(number)).closest('tr') as HTMLElement;

describe('บัญชีรับเงิน', () => {
  it('lists each account with its bank, name, number, PromptPay ID, state and feed', async () => {
    const { list } = await renderPage(() => [scb, { ...kbank, active: false, feed_secret_set: true, biller_id: '010556123456701' }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'บัญชีรับเงิน' })).toBeInTheDocument();
    const first = await rowOf(list, '1112223334');
    expect(first).toHaveTextContent('SCB');
    expect(first).toHaveTextContent('บริษัท หวยดี จำกัด');
    expect(first).toHaveTextContent('0105561234567');
    expect(within(first).getByText('เปิดใช้')).toBeInTheDocument();
    expect(within(first).getByText('ปิด')).toBeInTheDocument();
    expect(first).not.toHaveTextContent('/bank-feed/');
    const second = await rowOf(list, '5556667778');
    expect(second).toHaveTextContent('010556123456701');
    expect(within(second).getByText('ปิดใช้')).toBeInTheDocument();
    expect(within(second).getByText('เปิด')).toBeInTheDocument();
    expect(second).toHaveTextContent('http://localhost/bank-feed/4/lines');
  });

  it('adds an account checked with the shared schema and shows it in the list', async () => {
    let accounts = [scb];
    answer('POST /admin-api/bank-accounts', () => {
      accounts = [scb, kbank];
      return ok(kbank, 'บันทึกบัญชีรับเงินสำเร็จ');
    });
    const { user, list } = await renderPage(() => accounts);
    await rowOf(list, '1112223334');
    const form = screen.getByRole('region', { name: 'เพิ่มบัญชีรับเงิน' });
    await user.selectOptions(within(form).getByLabelText('ธนาคาร'), 'KBANK กสิกรไทย');
    await user.type(within(form).getByLabelText('ชื่อบัญชี'), 'บริษัท หวยดี จำกัด สาขา 2');
    await user.type(within(form).getByLabelText('เลขที่บัญชี'), '5556667778');
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('บันทึกบัญชีรับเงินสำเร็จ')).toBeInTheDocument();
    expect(sentTo('POST /admin-api/bank-accounts')[0]?.body).toEqual({
      bank_id: 1,
      account_name: 'บริษัท หวยดี จำกัด สาขา 2',
      account_number: '5556667778',
    });
    expect(await rowOf(list, '5556667778')).toHaveTextContent('KBANK');
    await waitFor(() => expect(within(form).getByLabelText('เลขที่บัญชี')).toHaveValue(''));
  });

  it('shows the Thai messages of the shared schema and sends nothing until they pass', async () => {
    const { user, list } = await renderPage(() => [scb]);
    await rowOf(list, '1112223334');
    const form = screen.getByRole('region', { name: 'เพิ่มบัญชีรับเงิน' });
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(within(form).getByLabelText('ธนาคาร')).toHaveAccessibleDescription('เลือกธนาคาร'));
    expect(within(form).getByLabelText('ชื่อบัญชี')).toHaveAccessibleDescription('ระบุชื่อบัญชี');
    expect(within(form).getByLabelText('เลขที่บัญชี')).toHaveAccessibleDescription('ระบุบัญชีธนาคาร');

    await user.type(within(form).getByLabelText('พร้อมเพย์'), '12345');
    await user.type(within(form).getByLabelText('Biller ID'), '99');
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
    expect(await within(form).findByText('พร้อมเพย์ต้องเป็นเบอร์โทร 10 หลัก หรือเลขประจำตัว 13 หลัก')).toBeInTheDocument();
    expect(within(form).getByLabelText('Biller ID')).toHaveAccessibleDescription('Biller ID ต้องเป็นตัวเลข 15 หลัก');
    expect(sentTo('POST /admin-api/bank-accounts')).toEqual([]);
  });

  it("shows the server's refusal of a number already used under the number", async () => {
    answer('POST /admin-api/bank-accounts', fail(409, 'DUPLICATE', 'มีบัญชีรับเงินเลขนี้แล้ว'));
    const { user, list } = await renderPage(() => [scb]);
    await rowOf(list, '1112223334');
    const form = screen.getByRole('region', { name: 'เพิ่มบัญชีรับเงิน' });
    await user.selectOptions(within(form).getByLabelText('ธนาคาร'), 'SCB ไทยพาณิชย์');
    await user.type(within(form).getByLabelText('ชื่อบัญชี'), 'บริษัท หวยดี จำกัด');
    await user.type(within(form).getByLabelText('เลขที่บัญชี'), '1112223334');
    await user.click(within(form).getByRole('button', { name: 'บันทึก' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('มีบัญชีรับเงินเลขนี้แล้ว');
    expect(within(form).getByLabelText('เลขที่บัญชี')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits an account: every field with active, sent by PUT', async () => {
    let accounts = [scb];
    answer('PUT /admin-api/bank-accounts/3', ({ body }) => {
      accounts = [{ ...scb, biller_id: '010556123456701' }];
      return ok({ ...scb, ...(body as object) }, 'บันทึกบัญชีรับเงินสำเร็จ');
    });
    const { user, list } = await renderPage(() => accounts);
    await user.click(within(await rowOf(list, '1112223334')).getByRole('button', { name: 'แก้ไข 1112223334' }));
    const dialog = screen.getByRole('dialog', { name: 'แก้ไขบัญชีรับเงิน 1112223334' });
    expect(within(dialog).getByLabelText('ชื่อบัญชี')).toHaveValue('บริษัท หวยดี จำกัด');
    expect(within(dialog).getByLabelText('เปิดให้สมาชิกโอนเข้าบัญชีนี้')).toBeChecked();
    await user.type(within(dialog).getByLabelText('Biller ID'), '010556123456701');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    expect(await screen.findByText('บันทึกบัญชีรับเงินสำเร็จ')).toBeInTheDocument();
    expect(sentTo('PUT /admin-api/bank-accounts/3')[0]?.body).toEqual({
      bank_id: 4,
      account_name: 'บริษัท หวยดี จำกัด',
      account_number: '1112223334',
      promptpay_id: '0105561234567',
      biller_id: '010556123456701',
      active: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect(await rowOf(list, '1112223334')).toHaveTextContent('010556123456701'));
  });

  it('turns an account off for members with its other fields as they are', async () => {
    let accounts = [scb];
    answer('PUT /admin-api/bank-accounts/3', () => {
      accounts = [{ ...scb, active: false }];
      return ok(accounts[0], 'บันทึกบัญชีรับเงินสำเร็จ');
    });
    const { user, list } = await renderPage(() => accounts);
    await user.click(within(await rowOf(list, '1112223334')).getByRole('button', { name: 'ปิดใช้งาน 1112223334' }));
    expect(await screen.findByText('บันทึกบัญชีรับเงินสำเร็จ')).toBeInTheDocument();
    expect(sentTo('PUT /admin-api/bank-accounts/3')[0]?.body).toEqual({
      bank_id: 4,
      account_name: 'บริษัท หวยดี จำกัด',
      account_number: '1112223334',
      promptpay_id: '0105561234567',
      active: false,
    });
    expect(await within(list).findByRole('button', { name: 'เปิดใช้งาน 1112223334' })).toBeInTheDocument();
  });

  it('makes a feed secret after warning that the old one stops, and shows it only this once', async () => {
    let accounts = [scb];
    answer('POST /admin-api/bank-accounts/3/feed-secret', () => {
      accounts = [{ ...scb, feed_secret_set: true }];
      return ok({ secret: 'fs_9a8b7c6d5e4f' }, 'สร้างรหัสลับสำหรับรับรายการเดินบัญชีแล้ว รหัสนี้แสดงเพียงครั้งเดียว');
    });
    const { user, list } = await renderPage(() => accounts);
    await user.click(within(await rowOf(list, '1112223334')).getByRole('button', { name: 'สร้างรหัสลับ 1112223334' }));
    const question = screen.getByRole('alertdialog', { name: 'สร้างรหัสลับ' });
    expect(question).toHaveTextContent(
      'สร้างรหัสลับใหม่สำหรับรับรายการเดินบัญชีของบัญชี 1112223334? รหัสลับเดิมจะใช้ไม่ได้ทันที ระบบที่ส่งรายการด้วยรหัสเดิมจะถูกปฏิเสธ',
    );
    await user.click(within(question).getByRole('button', { name: 'ตกลง' }));

    const shown = await screen.findByRole('dialog', { name: 'รหัสลับสำหรับรับรายการเดินบัญชี' });
    expect(within(shown).getByLabelText('รหัสลับ')).toHaveValue('fs_9a8b7c6d5e4f');
    expect(shown).toHaveTextContent('รหัสลับนี้แสดงเพียงครั้งนี้ครั้งเดียว คัดลอกไปเก็บไว้ในที่ปลอดภัยก่อนปิดหน้าต่าง');
    expect(shown).toHaveTextContent('http://localhost/bank-feed/3/lines');
    expect(shown).toHaveTextContent('X-Feed-Timestamp');
    expect(shown).toHaveTextContent('X-Feed-Signature');
    expect(sentTo('POST /admin-api/bank-accounts/3/feed-secret')).toHaveLength(1);

    await user.click(within(shown).getByRole('button', { name: 'คัดลอก' }));
    expect(await screen.findByText('คัดลอกแล้ว')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('fs_9a8b7c6d5e4f');

    await user.click(within(shown).getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('fs_9a8b7c6d5e4f')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('fs_9a8b7c6d5e4f');
    await waitFor(async () => expect(within(await rowOf(list, '1112223334')).getByText('เปิด')).toBeInTheDocument());
  });

  it('makes no secret when the admin answers ยกเลิก', async () => {
    const { user, list } = await renderPage(() => [scb]);
    await user.click(within(await rowOf(list, '1112223334')).getByRole('button', { name: 'สร้างรหัสลับ 1112223334' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'ยกเลิก' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentTo('POST /admin-api/bank-accounts/3/feed-secret')).toEqual([]);
  });

  it('says so when there is no account yet', async () => {
    await renderPage(() => []);
    expect(await screen.findByText('ยังไม่มีบัญชีรับเงิน')).toBeInTheDocument();
  });
});
