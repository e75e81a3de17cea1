import { act, screen, waitFor } from '@testing-library/react';
import { sessionCleared, tokensReceived, useGetMeQuery } from '@lotto/shared/client';
import type { CurrentUser, InboxItem } from '@lotto/shared';
import { answer, fail, ok, renderSignedIn, renderWithStore, sentTo, useFakeApi, useFakeStreams } from '@lotto/shared/testing';
import { InboxBell } from './InboxBell';
import { InboxLive } from './InboxLive';

useFakeApi();
const stream = useFakeStreams();

const member: CurrentUser = { id: 7, username: '0812345678', credit: 1000, role: 'member' };

const credited: InboxItem = {
  id: 5,
  kind: 'deposit_credited',
  title: 'ฝากเงินสำเร็จ',
  body: 'ยอดฝาก 500.00 บาท เข้าเครดิตแล้ว',
  link: '/transfer',
  image_url: null,
  popup: false,
  createdAt: '2026-11-28T03:00:00.000Z',
  read: false,
};

/** Signed in with a token the server no longer takes: /me is the test's to answer. */
function renderWithStaleToken() {
  return renderWithStore(<InboxLive />, {
    seed: async (store) => store.dispatch(tokensReceived({ token: 'access-token', refresh_token: 'access-token-refresh' })),
  });
}

function answerInbox(unread: () => number) {
  answer('GET /cl-api/inbox', () => ok({ items: [credited], unread: unread(), page: 1, pages: 1 }));
}

/** What the header shows of /me: the credit, read again when the stream tells of money. */
function HeaderCredit() {
  const { data } = useGetMeQuery();
  return <span>{data?.credit}</span>;
}

describe('InboxLive', () => {
  it("shows a new item's title as a toast and raises the bell's count", async () => {
    let unread = 1;
    answerInbox(() => unread);
    await renderSignedIn(
      <>
        <InboxBell />
        <HeaderCredit />
        <InboxLive />
      </>,
      { user: member },
    );
    expect(await screen.findByRole('link', { name: 'การแจ้งเตือน ยังไม่อ่าน 1 รายการ' })).toHaveAttribute('href', '/inbox');
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(stream.connections[0]!.url).toBe('/cl-api/stream');
    expect(stream.connections[0]!.headers).toEqual({ Accept: 'text/event-stream', Authorization: 'Bearer access-token' });

    unread = 2;
    const meReads = sentTo('GET /cl-api/auth/me').length;
    act(() => stream.connections[0]!.send(`event: item\nid: 5\ndata: ${JSON.stringify(credited)}\n\n`));
    expect(await screen.findByText('ฝากเงินสำเร็จ')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'การแจ้งเตือน ยังไม่อ่าน 2 รายการ' })).toBeInTheDocument();
    expect(sentTo('GET /cl-api/inbox')).toHaveLength(2);
    // A deposit credited: the header's credit is read again too.
    await waitFor(() => expect(sentTo('GET /cl-api/auth/me')).toHaveLength(meReads + 1));
  });

  it('ignores events that are not items', async () => {
    answerInbox(() => 0);
    await renderSignedIn(<InboxLive />, { user: member });
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    act(() => stream.connections[0]!.send('event: ping\ndata: {"id":1,"title":"x"}\n\nevent: item\ndata: not json\n\n'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('x')).not.toBeInTheDocument();
    expect(sentTo('GET /cl-api/inbox')).toHaveLength(0);
  });

  it('refreshes a refused token as every call does, and connects again with the new one', async () => {
    answer('GET /cl-api/auth/me', (request) =>
      request.headers.authorization === 'Bearer fresh-token' ? ok(member) : fail(401, 'UNAUTHORIZED', 'กรุณาเข้าสู่ระบบ'),
    );
    answer('POST /cl-api/auth/refresh', ok({ token: 'fresh-token', refresh_token: 'fresh-refresh' }));
    stream.statusOf = (_url, headers) => (headers.Authorization === 'Bearer fresh-token' ? 200 : 401);
    await renderWithStaleToken();
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    expect(stream.connections[0]!.headers.Authorization).toBe('Bearer fresh-token');
    expect(sentTo('POST /cl-api/auth/refresh')[0]!.body).toEqual({ refresh_token: 'access-token-refresh' });
  });

  it('stops when the refresh is refused: the session is over', async () => {
    answer('GET /cl-api/auth/me', fail(401, 'UNAUTHORIZED', 'กรุณาเข้าสู่ระบบ'));
    answer('POST /cl-api/auth/refresh', fail(401, 'UNAUTHORIZED', 'กรุณาเข้าสู่ระบบ'));
    const statuses: string[] = [];
    stream.statusOf = (_url, headers) => {
      statuses.push(headers.Authorization!);
      return 401;
    };
    const { store } = await renderWithStaleToken();
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(statuses).toEqual(['Bearer access-token']);
  });

  it('closes the stream on logout', async () => {
    const { store } = await renderSignedIn(<InboxLive />, { user: member });
    await waitFor(() => expect(stream.connections).toHaveLength(1));
    act(() => {
      store.dispatch(sessionCleared());
    });
    expect(stream.connections[0]!.signal.aborted).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(stream.connections).toHaveLength(1);
  });
});
