import { act, screen } from '@testing-library/react';
import { inboxApi } from '@lotto/shared/client';
import type { CurrentUser } from '@lotto/shared';
import { answer, ok, renderSignedIn, sentTo, useFakeApi } from '@lotto/shared/testing';
import { InboxBell } from './InboxBell';

useFakeApi();

const member: CurrentUser = { id: 7, username: '0812345678', credit: 1000, role: 'member' };

function answerInbox(unread: () => number) {
  answer('GET /cl-api/inbox', () => ok({ items: [], unread: unread(), page: 1, pages: 1 }));
}

describe('InboxBell', () => {
  it('shows the unread count and says it in its name, leading to /inbox', async () => {
    answerInbox(() => 3);
    await renderSignedIn(<InboxBell />, { user: member });
    const bell = await screen.findByRole('link', { name: 'การแจ้งเตือน ยังไม่อ่าน 3 รายการ' });
    expect(bell).toHaveAttribute('href', '/inbox');
    expect(bell).toHaveTextContent(/^3$/);
    expect(sentTo('GET /cl-api/inbox')[0]!.params).toEqual({ page: 1 });
  });

  it('is named การแจ้งเตือน with no badge when everything is read', async () => {
    answerInbox(() => 0);
    await renderSignedIn(<InboxBell />, { user: member });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const bell = screen.getByRole('link', { name: 'การแจ้งเตือน' });
    expect(bell).toHaveTextContent(/^$/);
  });

  it('shows 99+ above 99, and the whole count in its name', async () => {
    answerInbox(() => 120);
    await renderSignedIn(<InboxBell />, { user: member });
    expect(await screen.findByRole('link', { name: 'การแจ้งเตือน ยังไม่อ่าน 120 รายการ' })).toHaveTextContent(/^99\+$/);
  });

  it('lowers its count when items are marked read anywhere on the site', async () => {
    let unread = 2;
    answerInbox(() => unread);
    answer('POST /cl-api/inbox/read', () => {
      unread = 1;
      return ok({ unread });
    });
    const { store } = await renderSignedIn(<InboxBell />, { user: member });
    await screen.findByRole('link', { name: 'การแจ้งเตือน ยังไม่อ่าน 2 รายการ' });
    await act(() => store.dispatch(inboxApi.endpoints.markInboxRead.initiate({ ids: [5] })));
    expect(await screen.findByRole('link', { name: 'การแจ้งเตือน ยังไม่อ่าน 1 รายการ' })).toBeInTheDocument();
    expect(sentTo('POST /cl-api/inbox/read')[0]!.body).toEqual({ ids: [5] });
  });
});
