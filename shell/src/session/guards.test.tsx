import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { tokensReceived } from '@lotto/shared/client';
import { answer, fail, ok, renderWithStore, sent, useFakeApi, type FakeAnswer, type FakeHandler } from '@lotto/shared/testing';
import { GuestOnly, RequireMember, RequireStaff } from './guards';

function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

const member = { id: 7, username: '0812345678', credit: 0, role: 'member' };

useFakeApi();

async function renderGuarded(token: string | null, me: FakeHandler, refresh?: FakeHandler) {
  answer('GET /cl-api/auth/me', me);
  if (refresh) answer('POST /cl-api/auth/refresh', refresh);
  return renderWithStore(
    <Routes>
      <Route path="/" element={<Address />} />
      <Route
        path="/lotto/transaction"
        element={
          <RequireMember>
            <p>โพยของสมาชิก</p>
          </RequireMember>
        }
      />
      <Route
        path="/auth/register"
        element={
          <GuestOnly>
            <p>แบบฟอร์มสมัคร</p>
          </GuestOnly>
        }
      />
    </Routes>,
    {
      route: '/lotto/transaction',
      seed: async (store) => token && store.dispatch(tokensReceived({ token, refresh_token: 'refresh-1' })),
    },
  );
}

describe('RequireMember', () => {
  it('waits for the first /me before deciding, then shows the page to the member', async () => {
    let answerMe: (value: FakeAnswer) => void = () => undefined;
    await renderGuarded('access-1', () => new Promise((resolve) => (answerMe = resolve)));
    expect(await screen.findByText('กำลังตรวจสอบการเข้าสู่ระบบ...')).toBeInTheDocument();
    expect(screen.queryByLabelText('address')).not.toBeInTheDocument();

    await act(async () => answerMe(ok(member)));
    expect(await screen.findByText('โพยของสมาชิก')).toBeInTheDocument();
  });

  it('sends a guest to / at once', async () => {
    await renderGuarded(null, () => ok(member));
    expect(await screen.findByLabelText('address')).toHaveTextContent(/^\/$/);
    expect(sent).toEqual([]);
  });

  it('sends to / a member whose session the server ends (refused /me and refused refresh)', async () => {
    const unauthorized = () => fail(401, 'UNAUTHORIZED', 'กรุณาเข้าสู่ระบบ');
    const { store } = await renderGuarded('expired', unauthorized, unauthorized);
    expect(await screen.findByLabelText('address')).toHaveTextContent(/^\/$/);
    expect(store.getState().session.token).toBeNull();
    expect(sent.map((call) => call.route)).toEqual(['GET /cl-api/auth/me', 'POST /cl-api/auth/refresh']);
  });

  it('keeps a member whose access token expired: one refresh, then /me again with the new token', async () => {
    const { store } = await renderGuarded(
      'expired',
      ({ headers }) => (headers.authorization === 'Bearer fresh' ? ok(member) : fail(401, 'UNAUTHORIZED', 'กรุณาเข้าสู่ระบบ')),
      () => ok({ token: 'fresh', refresh_token: 'refresh-2' }),
    );
    expect(await screen.findByText('โพยของสมาชิก')).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ token: 'fresh', refresh_token: 'refresh-2' });
    expect(sent.map((call) => call.route)).toEqual(['GET /cl-api/auth/me', 'POST /cl-api/auth/refresh', 'GET /cl-api/auth/me']);
  });
});

describe('GuestOnly', () => {
  it('sends a member away from registration to /', async () => {
    answer('GET /cl-api/auth/me', () => ok(member));
    await renderWithStore(
      <Routes>
        <Route path="/" element={<Address />} />
        <Route
          path="/auth/register"
          element={
            <GuestOnly>
              <p>แบบฟอร์มสมัคร</p>
            </GuestOnly>
          }
        />
      </Routes>,
      { route: '/auth/register', seed: async (store) => store.dispatch(tokensReceived({ token: 'a', refresh_token: 'r' })) },
    );
    expect(await screen.findByLabelText('address')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('แบบฟอร์มสมัคร')).not.toBeInTheDocument();
  });

  it('shows registration to a guest', async () => {
    await renderWithStore(
      <Routes>
        <Route
          path="/auth/register"
          element={
            <GuestOnly>
              <p>แบบฟอร์มสมัคร</p>
            </GuestOnly>
          }
        />
      </Routes>,
      { route: '/auth/register' },
    );
    expect(await screen.findByText('แบบฟอร์มสมัคร')).toBeInTheDocument();
  });

  it('keeps the page of a guest who logs in on it: registration logs the new member in, then offers limits', async () => {
    answer('GET /cl-api/auth/me', () => ok(member));
    const { store } = await renderWithStore(
      <Routes>
        <Route path="/" element={<Address />} />
        <Route
          path="/auth/register"
          element={
            <GuestOnly>
              <p>แบบฟอร์มสมัคร</p>
            </GuestOnly>
          }
        />
      </Routes>,
      { route: '/auth/register' },
    );
    expect(await screen.findByText('แบบฟอร์มสมัคร')).toBeInTheDocument();
    await act(async () => store.dispatch(tokensReceived({ token: 'new-member', refresh_token: 'r' })));
    await waitFor(() => expect(sent.map((call) => call.route)).toContain('GET /cl-api/auth/me'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('แบบฟอร์มสมัคร')).toBeInTheDocument();
    expect(screen.queryByLabelText('address')).not.toBeInTheDocument();
  });
});

describe('RequireStaff', () => {
  async function renderBackoffice(token: string | null, role: string) {
    answer('GET /cl-api/auth/me', () => ok({ ...member, role }));
    await renderWithStore(
      <Routes>
        <Route path="/" element={<Address />} />
        <Route
          path="/backoffice/*"
          element={
            <RequireStaff>
              <p>หลังบ้าน</p>
            </RequireStaff>
          }
        />
      </Routes>,
      { route: '/backoffice/deposits', seed: async (store) => token && store.dispatch(tokensReceived({ token, refresh_token: 'r' })) },
    );
  }

  it.each(['staff', 'admin'])('lets %s in', async (role) => {
    await renderBackoffice('a', role);
    expect(await screen.findByText('หลังบ้าน')).toBeInTheDocument();
  });

  it('sends a member to /', async () => {
    await renderBackoffice('a', 'member');
    expect(await screen.findByLabelText('address')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('หลังบ้าน')).not.toBeInTheDocument();
  });

  it('sends a guest to /', async () => {
    await renderBackoffice(null, 'member');
    expect(await screen.findByLabelText('address')).toHaveTextContent(/^\/$/);
  });
});
