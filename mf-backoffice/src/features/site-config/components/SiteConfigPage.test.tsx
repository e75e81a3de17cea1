import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteConfig } from '@lotto/shared';
import { answer, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsStaff } from '../../../testing/renderScreen';
import SiteConfigPage from './SiteConfigPage';

useFakeApi();

const stored: SiteConfig = {
  line_url: 'https://line.me/R/ti/p/@lotto-admin',
  popup_status: false,
  popup_link: '',
  popup_url: '',
  banners: [{ image_url: '/cl-api/banners/1.svg', link: '/lotto/all' }],
  rates: [{ label: 'หวยรัฐบาล 3 ตัวบน', rate: 900 }],
};

async function renderPage(config = stored) {
  answer('GET /cl-api/load-config', ok(config));
  answer('PATCH /admin-api/site-config', (request) => ok({ ...config, ...(request.body as object) }));
  answer('GET /admin-api/site-config/second-factor', ok({ required_for: 'admins' }));
  answer('PUT /admin-api/site-config/second-factor', (request) => ok(request.body, 'บันทึกการตั้งค่าการยืนยันตัวตนแล้ว'));
  const user = userEvent.setup({ delay: null });
  await renderAsStaff(<SiteConfigPage />, { route: '/backoffice/site-config', role: 'admin' });
  // The screen reads the config afresh on opening, not the shell's cached copy.
  await screen.findByDisplayValue(config.line_url);
  return user;
}

/** The configuration's own save button; the second-factor card below has one of its own. */
const save = () => screen.getAllByRole('button', { name: 'บันทึก' })[0]!;

describe('SiteConfigPage', () => {
  it('shows the stored config and sends only what changed', async () => {
    const user = await renderPage();
    expect(screen.getByLabelText('ลิงก์ LINE')).toHaveValue('https://line.me/R/ti/p/@lotto-admin');
    expect(screen.getByLabelText('ลิงก์รูปแบนเนอร์ 1')).toHaveValue('/cl-api/banners/1.svg');
    expect(screen.getByLabelText('ลิงก์เมื่อกดแบนเนอร์ 1')).toHaveValue('/lotto/all');
    expect(screen.getByLabelText('ชื่อรายการ 1')).toHaveValue('หวยรัฐบาล 3 ตัวบน');

    await user.click(screen.getByRole('checkbox', { name: 'แสดงป๊อปอัพเมื่อเปิดเว็บ' }));
    await user.type(screen.getByLabelText('ลิงก์รูปป๊อปอัพ'), 'https://cdn.example.com/promo.png');
    await user.click(screen.getByRole('button', { name: 'เพิ่มรายการ' }));
    await user.type(screen.getByLabelText('ชื่อรายการ 2'), 'หวยฮานอย 2 ตัว');
    await user.type(screen.getByLabelText('อัตราจ่าย 2'), '95');
    await user.click(save());

    expect(await screen.findByText('บันทึกการตั้งค่าเว็บสำเร็จ')).toBeInTheDocument();
    expect(sentTo('PATCH /admin-api/site-config')[0]!.body).toEqual({
      popup_status: true,
      popup_url: 'https://cdn.example.com/promo.png',
      rates: [
        { label: 'หวยรัฐบาล 3 ตัวบน', rate: 900 },
        { label: 'หวยฮานอย 2 ตัว', rate: 95 },
      ],
    });
    // The shell's config is read again, so the site shows the change on its next render.
    await waitFor(() => expect(sentTo('GET /cl-api/load-config').length).toBeGreaterThanOrEqual(2));
  });

  it('refuses a contact link without http, other links that are neither http nor a path, a shown popup without an image and an empty home rate', async () => {
    const user = await renderPage();
    await user.clear(screen.getByLabelText('ลิงก์ LINE'));
    await user.type(screen.getByLabelText('ลิงก์ LINE'), 'line.me/lotto');
    await user.click(screen.getByRole('checkbox', { name: 'แสดงป๊อปอัพเมื่อเปิดเว็บ' }));
    await user.clear(screen.getByLabelText('ลิงก์เมื่อกดแบนเนอร์ 1'));
    await user.type(screen.getByLabelText('ลิงก์เมื่อกดแบนเนอร์ 1'), 'promo');
    await user.click(screen.getByRole('button', { name: 'เพิ่มรายการ' }));
    await user.click(save());

    expect(screen.getByText('ลิงก์ต้องขึ้นต้นด้วย http:// หรือ https://')).toBeInTheDocument();
    expect(screen.getByText('ลิงก์ต้องขึ้นต้นด้วย http://, https:// หรือ /')).toBeInTheDocument();
    expect(screen.getByLabelText('ลิงก์ LINE')).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('region', { name: 'ป๊อปอัพประกาศ' })).getByText('กรุณากรอกข้อมูล')).toBeInTheDocument();
    expect(screen.getByText('อัตราจ่ายต้องมากกว่า 0')).toBeInTheDocument();
    expect(sentTo('PATCH /admin-api/site-config')).toHaveLength(0);
  });

  it('removes a banner and adds one', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'ลบแบนเนอร์ 1' }));
    expect(screen.getByText('ยังไม่มีรายการ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'เพิ่มแบนเนอร์' }));
    await user.type(screen.getByLabelText('ลิงก์รูปแบนเนอร์ 1'), 'https://cdn.example.com/b.png');
    await user.type(screen.getByLabelText('ลิงก์เมื่อกดแบนเนอร์ 1'), 'https://example.com/promo');
    await user.click(save());
    await screen.findByText('บันทึกการตั้งค่าเว็บสำเร็จ');
    expect(sentTo('PATCH /admin-api/site-config')[0]!.body).toEqual({
      banners: [{ image_url: 'https://cdn.example.com/b.png', link: 'https://example.com/promo' }],
    });
  });

  it('sends nothing when nothing changed', async () => {
    const user = await renderPage();
    await user.click(save());
    expect(await screen.findByText('ไม่มีการเปลี่ยนแปลง')).toBeInTheDocument();
    expect(sentTo('PATCH /admin-api/site-config')).toHaveLength(0);
  });

  it('shows who must have a second factor and saves a new choice', async () => {
    const user = await renderPage();
    const card = screen.getByRole('region', { name: 'การยืนยันตัวตนสองขั้นของพนักงาน' });
    const select = await within(card).findByRole('combobox', { name: 'ผู้ที่ต้องใช้การยืนยันตัวตนสองขั้น' });
    expect(select).toHaveValue('admins');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ไม่บังคับ', 'ผู้ดูแลระบบ', 'พนักงานทุกคน']);
    await user.selectOptions(select, 'พนักงานทุกคน');
    await user.click(within(card).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('บันทึกการตั้งค่าการยืนยันตัวตนแล้ว')).toBeInTheDocument();
    expect(sentTo('PUT /admin-api/site-config/second-factor')[0]?.body).toEqual({ required_for: 'staff' });
  });
});
