import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotifySettings } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsMember } from '../../../testing/renderPage';
import { LineSettings } from './LineSettings';

useFakeApi();

const notLinked: NotifySettings = {
  line_available: true,
  line_linked: false,
  line: ['deposit_credited', 'withdrawal_paid', 'slip_won'],
};

async function renderSettings({ route = '/account', goTo = jest.fn() } = {}) {
  const user = userEvent.setup();
  await renderAsMember(<LineSettings goTo={goTo} />, { route });
  return { user, goTo };
}

const kindsGroup = () => screen.getByRole('group', { name: 'เลือกข้อความที่ต้องการรับทาง LINE' });
const checked = () =>
  within(kindsGroup())
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')!.textContent);

describe('LineSettings', () => {
  it('says when the site does not offer LINE, with nothing to press', async () => {
    answer('GET /cl-api/notify-settings', ok({ line_available: false, line_linked: false, line: [] }));
    await renderSettings();
    expect(await screen.findByText('เว็บไซต์ยังไม่เปิดการแจ้งเตือนทาง LINE')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an account not linked, with the kinds it would get ticked', async () => {
    answer('GET /cl-api/notify-settings', ok(notLinked));
    await renderSettings();
    expect(await screen.findByText('ยังไม่ได้เชื่อมต่อ LINE')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เชื่อมต่อ LINE' })).toBeEnabled();
    expect(within(kindsGroup()).getAllByRole('checkbox')).toHaveLength(12);
    expect(checked()).toEqual(['ฝากเงินสำเร็จ', 'โอนเงินถอนแล้ว', 'ยินดีด้วย ถูกรางวัล']);
  });

  it("links LINE: asks for LINE's address and goes there", async () => {
    answer('GET /cl-api/notify-settings', ok(notLinked));
    answer('GET /cl-api/line/link', ok({ authorize_url: 'https://access.line.me/oauth2/v2.1/authorize?state=abc' }));
    const { user, goTo } = await renderSettings();
    await user.click(await screen.findByRole('button', { name: 'เชื่อมต่อ LINE' }));
    expect(goTo).toHaveBeenCalledWith('https://access.line.me/oauth2/v2.1/authorize?state=abc');
    expect(sentTo('GET /cl-api/line/link')).toHaveLength(1);
  });

  it('says why linking could not start', async () => {
    answer('GET /cl-api/notify-settings', ok(notLinked));
    answer('GET /cl-api/line/link', fail(503, 'LINE_OFF', 'เว็บไซต์ยังไม่เปิดการแจ้งเตือนทาง LINE'));
    const { user, goTo } = await renderSettings();
    await user.click(await screen.findByRole('button', { name: 'เชื่อมต่อ LINE' }));
    expect(await screen.findByText('เว็บไซต์ยังไม่เปิดการแจ้งเตือนทาง LINE')).toBeInTheDocument();
    expect(goTo).not.toHaveBeenCalled();
  });

  it('unlinks a linked account', async () => {
    let linked = true;
    answer('GET /cl-api/notify-settings', () => ok({ ...notLinked, line_linked: linked }));
    answer('DELETE /cl-api/line/link', () => {
      linked = false;
      return ok({ ...notLinked, line_linked: false });
    });
    const { user } = await renderSettings();
    expect(await screen.findByText('เชื่อมต่อ LINE แล้ว')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ LINE' }));
    expect(await screen.findByText('ยกเลิกการเชื่อมต่อ LINE แล้ว')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'เชื่อมต่อ LINE' })).toBeInTheDocument();
    expect(sentTo('DELETE /cl-api/line/link')).toHaveLength(1);
  });

  it('saves the kinds chosen, in the order of the list', async () => {
    answer('GET /cl-api/notify-settings', ok(notLinked));
    answer('PUT /cl-api/notify-settings', (request) => ok({ ...notLinked, ...(request.body as object) }));
    const { user } = await renderSettings();
    await user.click(await screen.findByRole('checkbox', { name: 'ผลรางวัลออกแล้ว' }));
    await user.click(screen.getByRole('checkbox', { name: 'ฝากเงินสำเร็จ' }));
    await user.click(screen.getByRole('checkbox', { name: 'ประกาศ' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('บันทึกการแจ้งเตือนทาง LINE แล้ว')).toBeInTheDocument();
    expect(sentTo('PUT /cl-api/notify-settings')[0]!.body).toEqual({
      line: ['withdrawal_paid', 'slip_won', 'result_out', 'announcement'],
    });
  });

  it.each([
    ['linked', 'เชื่อมต่อ LINE สำเร็จ'],
    ['failed', 'เชื่อมต่อ LINE ไม่สำเร็จ กรุณาลองใหม่'],
  ])("tells the outcome of LINE's page (?line=%s)", async (outcome, text) => {
    answer('GET /cl-api/notify-settings', ok({ ...notLinked, line_linked: outcome === 'linked' }));
    await renderSettings({ route: `/account?line=${outcome}` });
    expect(await screen.findByText(text)).toHaveAttribute('role', outcome === 'linked' ? 'status' : 'alert');
  });

  it('offers a retry when the settings failed to load', async () => {
    answer('GET /cl-api/notify-settings', fail(500, 'INTERNAL', 'ระบบขัดข้อง'));
    const { user } = await renderSettings();
    expect(await screen.findByRole('alert')).toHaveTextContent('โหลดการตั้งค่า LINE ไม่สำเร็จ กรุณาลองใหม่');
    answer('GET /cl-api/notify-settings', ok(notLinked));
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('button', { name: 'เชื่อมต่อ LINE' })).toBeInTheDocument();
  });
});
