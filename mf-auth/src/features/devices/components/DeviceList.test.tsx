import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberSession } from '@lotto/shared';
import { answer, fail, ok, sentTo, useFakeApi } from '@lotto/shared/testing';
import { renderAsMember } from '../../../testing/renderPage';
import { DeviceList } from './DeviceList';

useFakeApi();

const phone: MemberSession = {
  id: 'family-phone',
  device: 'Chrome บน Android',
  address: '203.0.113.7',
  created_at: '2026-03-01T02:00:00.000Z',
  last_seen_at: '2026-03-02T05:30:00.000Z',
  current: false,
};
const laptop: MemberSession = {
  id: 'family-laptop',
  device: 'Safari บน macOS',
  address: '',
  created_at: '2026-03-03T01:00:00.000Z',
  last_seen_at: '2026-03-03T01:00:00.000Z',
  current: true,
};

describe('DeviceList', () => {
  it('lists each device with its address, since and last seen; this one first and marked, without the button', async () => {
    answer('GET /cl-api/auth/sessions', ok([phone, laptop]));
    await renderAsMember(<DeviceList />, { route: '/account' });

    const items = within(await screen.findByRole('list', { name: 'อุปกรณ์ที่เข้าสู่ระบบ' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [thisOne, other] = items as [HTMLElement, HTMLElement];
    expect(thisOne).toHaveTextContent('Safari บน macOS อุปกรณ์นี้');
    expect(thisOne).toHaveTextContent('ไม่ทราบที่อยู่');
    expect(within(thisOne).queryByRole('button')).not.toBeInTheDocument();
    expect(other).toHaveTextContent('Chrome บน Android');
    expect(other).toHaveTextContent('ที่อยู่ IP203.0.113.7');
    expect(other).toHaveTextContent('เข้าสู่ระบบเมื่อ01/03/2026 09:00:00');
    expect(other).toHaveTextContent('ใช้งานล่าสุด02/03/2026 12:30:00');
    expect(within(other).getByRole('button', { name: 'ออกจากระบบอุปกรณ์นี้' })).toBeEnabled();
  });

  it('signs another device out and lists the devices again', async () => {
    let listed = [phone, laptop];
    answer('GET /cl-api/auth/sessions', () => ok(listed));
    answer('DELETE /cl-api/auth/sessions/family-phone', () => {
      listed = [laptop];
      return ok(null, 'ออกจากระบบอุปกรณ์แล้ว');
    });
    const user = userEvent.setup();
    await renderAsMember(<DeviceList />, { route: '/account' });

    await user.click(await screen.findByRole('button', { name: 'ออกจากระบบอุปกรณ์นี้' }));

    expect(await screen.findByText('ออกจากระบบอุปกรณ์แล้ว')).toBeInTheDocument();
    expect(sentTo('DELETE /cl-api/auth/sessions/family-phone')).toHaveLength(1);
    expect(await screen.findByText('ไม่มีอุปกรณ์อื่นที่เข้าสู่ระบบอยู่')).toBeInTheDocument();
    expect(screen.queryByText('Chrome บน Android')).not.toBeInTheDocument();
  });

  it('says when the list cannot load, with a retry', async () => {
    answer('GET /cl-api/auth/sessions', fail(500, 'INTERNAL', 'เกิดข้อผิดพลาด กรุณาลองใหม่'));
    await renderAsMember(<DeviceList />, { route: '/account' });
    expect(await screen.findByRole('alert')).toHaveTextContent('เกิดข้อผิดพลาด กรุณาลองใหม่');
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });
});
