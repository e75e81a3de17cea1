import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokensReceived } from '@lotto/shared/client';
import { answer, ok, renderWithStore, sampleSiteConfig, useFakeApi } from '@lotto/shared/testing';
import type { SiteConfig } from '@lotto/shared';
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
