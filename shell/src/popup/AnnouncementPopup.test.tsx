import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokensReceived } from '@lotto/shared/client';
import { answer, ok, renderWithStore, sampleSiteConfig, sentTo, useFakeApi } from '@lotto/shared/testing';
import type { InboxItem, SiteConfig } from '@lotto/shared';
import { AnnouncementPopup } from './AnnouncementPopup';
import { POPUP_COOKIE, isPopupSuppressed, popupSuppressionCookie } from './popupCookie';

const withPopup: SiteConfig = {
  ...sampleSiteConfig,
  popup_status: true,
  popup_url: 'https://cdn.example.test/popup.png',
  popup_link: 'https://example.test/promo',
};

useFakeApi();
afterEach(() => {
  document.cookie = `${POPUP_COOKIE}=; max-age=0; path=/`;
});

async function renderPopup({ route = '/', member = true, config = withPopup } = {}) {
  answer('GET /cl-api/auth/me', () => ok({ id: 1, username: '0800000001', credit: 5, role: 'member' }));
  return renderWithStore(<AnnouncementPopup />, {
    route,
    config,
    seed: async (store) => member && store.dispatch(tokensReceived({ token: 'a', refresh_token: 'r' })),
  });
}

describe('AnnouncementPopup', () => {
  it.each(['/', '/lotto/all'])('shows the popup_url image, linked to popup_link, to a member on %s', async (route) => {
    await renderPopup({ route });
    const dialog = await screen.findByRole('dialog', { name: 'ประกาศสำคัญ' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', withPopup.popup_url);
    expect(screen.getByRole('link')).toHaveAttribute('href', withPopup.popup_link);
  });

  it('does not link the image when popup_link has no http', async () => {
    await renderPopup({ config: { ...withPopup, popup_link: 'promo-page' } });
    await screen.findByRole('dialog', { name: 'ประกาศสำคัญ' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['a guest', { member: false }],
    ['another route', { route: '/transfer' }],
    ['popup_status off', { config: { ...withPopup, popup_status: false } }],
  ])('stays hidden for %s', async (_case, options) => {
    await renderPopup(options);
    // Give the session time to load, so that hidden means hidden and not "not yet".
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'ปิดหน้าต่าง' closes it without the cookie", async () => {
    await renderPopup();
    await userEvent.click(await screen.findByRole('button', { name: 'ปิดหน้าต่าง' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(isPopupSuppressed()).toBe(false);
  });

  it("'ไม่ต้องการให้ขึ้นอีก' sets the 1-hour cookie (unticking removes it), and the next page load shows no popup", async () => {
    const { unmount } = await renderPopup();
    const checkbox = await screen.findByRole('checkbox', { name: 'ไม่ต้องการให้ขึ้นอีก' });
    await userEvent.click(checkbox);
    expect(document.cookie).toContain(`${POPUP_COOKIE}=1`);
    await userEvent.click(checkbox);
    expect(isPopupSuppressed()).toBe(false);
    await userEvent.click(checkbox);
    await userEvent.click(screen.getByRole('button', { name: 'ปิดหน้าต่าง' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(isPopupSuppressed()).toBe(true);
    unmount();

    await renderPopup();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function announcement(id: number, changes: Partial<InboxItem> = {}): InboxItem {
  return {
    id,
    kind: 'announcement',
    title: `ประกาศที่ ${id}`,
    body: `ข้อความของประกาศที่ ${id}`,
    link: null,
    image_url: null,
    popup: true,
    createdAt: '2026-11-28T03:00:00.000Z',
    read: false,
    ...changes,
  };
}

const holiday = announcement(8, {
  title: 'งดรับแทงวันหยุด',
  body: 'วันที่ 5 ธันวาคม งดรับแทงหวยรัฐบาล\nเปิดรับตามปกติวันถัดไป',
  image_url: 'https://cdn.example.test/holiday.png',
  link: '/lotto/all',
});

/** The inbox's first page, newest first; POST /cl-api/inbox/read marks the ids it is sent. */
function answerInbox(items: InboxItem[]) {
  const read = new Set<number>();
  answer('GET /cl-api/inbox', () =>
    ok({ items: items.map((item) => ({ ...item, read: item.read || read.has(item.id) })), unread: 0, page: 1, pages: 1 }),
  );
  answer('POST /cl-api/inbox/read', (request) => {
    for (const id of (request.body as { ids: number[] }).ids) read.add(id);
    return ok({ unread: 0 });
  });
}

describe('AnnouncementPopup: announcements of the inbox', () => {
  const siteOff = { ...withPopup, popup_status: false };

  it('shows the newest unread announcement marked as a popup: its title, image, text and link', async () => {
    answerInbox([
      { ...announcement(10), kind: 'deposit_credited', popup: false },
      announcement(9, { read: true }),
      holiday,
      announcement(7),
    ]);
    await renderPopup({ config: siteOff });
    const dialog = await screen.findByRole('dialog', { name: 'งดรับแทงวันหยุด' });
    expect(dialog.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.test/holiday.png');
    expect(dialog).toHaveTextContent('วันที่ 5 ธันวาคม งดรับแทงหวยรัฐบาล เปิดรับตามปกติวันถัดไป');
    expect(screen.getByRole('link', { name: 'ดูรายละเอียด' })).toHaveAttribute('href', '/lotto/all');
  });

  it('marks it read once closed, then shows the next one', async () => {
    answerInbox([holiday, announcement(7)]);
    await renderPopup({ config: siteOff });
    await screen.findByRole('dialog', { name: 'งดรับแทงวันหยุด' });
    await userEvent.click(screen.getByRole('button', { name: 'ปิดหน้าต่าง' }));
    expect(await screen.findByRole('dialog', { name: 'ประกาศที่ 7' })).not.toHaveTextContent('ดูรายละเอียด');
    expect(sentTo('POST /cl-api/inbox/read').map((request) => request.body)).toEqual([{ ids: [8] }]);
  });

  it('marks it read when its link is followed', async () => {
    answerInbox([holiday]);
    await renderPopup({ config: siteOff });
    await userEvent.click(await screen.findByRole('link', { name: 'ดูรายละเอียด' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo('POST /cl-api/inbox/read').map((request) => request.body)).toEqual([{ ids: [8] }]);
  });

  it("waits for the site's popup to close", async () => {
    answerInbox([holiday]);
    await renderPopup();
    await screen.findByRole('dialog', { name: 'ประกาศสำคัญ' });
    await userEvent.click(screen.getByRole('button', { name: 'ปิดหน้าต่าง' }));
    expect(await screen.findByRole('dialog', { name: 'งดรับแทงวันหยุด' })).toBeInTheDocument();
    expect(sentTo('POST /cl-api/inbox/read')).toHaveLength(0);
  });

  it("shows nothing after 'ไม่ต้องการให้ขึ้นอีก' on the site's popup, nor while the cookie lasts", async () => {
    answerInbox([holiday]);
    const { unmount } = await renderPopup();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'ไม่ต้องการให้ขึ้นอีก' }));
    await userEvent.click(screen.getByRole('button', { name: 'ปิดหน้าต่าง' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    const asked = sentTo('GET /cl-api/inbox').length;
    await renderPopup({ config: siteOff });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentTo('GET /cl-api/inbox')).toHaveLength(asked);
  });

  it("'ไม่ต้องการให้ขึ้นอีก' on an announcement hides the next one too", async () => {
    answerInbox([holiday, announcement(7)]);
    await renderPopup({ config: siteOff });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'ไม่ต้องการให้ขึ้นอีก' }));
    await userEvent.click(screen.getByRole('button', { name: 'ปิดหน้าต่าง' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentTo('POST /cl-api/inbox/read').map((request) => request.body)).toEqual([{ ids: [8] }]);
  });

  it('stays hidden on another route', async () => {
    answerInbox([holiday]);
    await renderPopup({ route: '/transfer', config: siteOff });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('popup cookie', () => {
  it('lives for one hour on the whole site', () => {
    expect(popupSuppressionCookie()).toBe('lotto_popup_hidden=1; max-age=3600; path=/; SameSite=Lax');
  });

  it('is read among other cookies', () => {
    expect(isPopupSuppressed('a=1; lotto_popup_hidden=1; b=2')).toBe(true);
    expect(isPopupSuppressed('a=1; other_lotto_popup_hidden=1')).toBe(false);
    expect(isPopupSuppressed('')).toBe(false);
  });
});
