import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { tokensReceived } from '@lotto/shared/client';
import { renderWithStore } from '@lotto/shared/testing';
import { fakeApi, ok, refused, type FakeAnswer, type FakeHandler } from '../../../tooling/testing/fakeApi';
import { GuestOnly, RequireMember, RequireStaff } from './guards';

function Address() {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

const member = { id: 7, username: '0812345678', credit: 0, role: 'member' };

let restore: (() => void) | undefined;
afterEach(() => restore?.());

async function renderGuarded(token: string | null, me: FakeHandler, refresh?: FakeHandler) {
  const server = fakeApi({
    'GET /cl-api/auth/me': me,
    ...(refresh && { 'POST /cl-api/auth/refresh': refresh }),
  });
  restore = server.restore;
  const view = await renderWithStore(
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
  return { ...view, server };
}

describe('RequireMember', () => {
  it('waits for the first /me before deciding, then shows the page to the member', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    await renderGuarded('access-1', () => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByText('กำลังตรวจสอบการเข้าสู่ระบบ...')).toBeInTheDocument();
    expect(screen.queryByLabelText('address')).not.toBeInTheDocument();

    await act(async () => answer(ok(member)));
    expect(await screen.findByText('โพยของสมาชิก')).toBeInTheDocument();
  });

  it('sends a guest to / at once', async () => {
    const { server } = await renderGuarded(null, () => ok(member));
    expect(await screen.findByLabelText('address')).toHaveTextContent(/^\/$/);
    expect(server.calls).toEqual([]);
  });

  it('sends to / a member whose session the server ends (refused /me and refused refresh)', async () => {
    const unauthorized = () => refused(401, 'UNAUTHORIZED', 'กรุณาเข้าสู่ระบบ');
    const { store, server } = await renderGuarded('expired', unauthorized, unauthorized);
    expect(await screen.findByLabelText('address')).toHaveTextContent(/^\/$/);
    expect(store.getState().session.token).toBeNull();
    expect(server.calls.map((call) => call.route)).toEqual(['GET /cl-api/auth/me', 'POST /cl-api/auth/refresh']);
  });

  it('keeps a member whose access token expired: one refresh, then /me again with the new token', async () => {
    const { server, store } = await renderGuarded(
      'expired',
      ({ authorization }) => (authorization === 'Bearer fresh' ? ok(member) : refused(401, 'UNAUTHORIZED', 'กรุณาเข้าสู่ระบบ')),
      () => ok({ token: 'fresh', refresh_token: 'refresh-2' }),
    );
    expect(await screen.findByText('โพยของสมาชิก')).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ token: 'fresh', refresh_token: 'refresh-2' });
    expect(server.calls.map((call) => call.route)).toEqual([
      'GET /cl-api/auth/me',
      'POST /cl-api/auth/refresh',
      'GET /cl-api/auth/me',
    ]);
  });
});

describe('GuestOnly', () => {
  it('sends a member away from registration to /', async () => {
    const server = fakeApi({ 'GET /cl-api/auth/me': () => ok(member) });
    restore = server.restore;
    await renderWithStore(
      <Routes>
        <Route path="/" element={<Address />} />
        <Route path="/auth/register" element={<GuestOnly><p>แบบฟอร์มสมัคร</p></GuestOnly>} />
      </Routes>,
      { route: '/auth/register', seed: async (store) => store.dispatch(tokensReceived({ token: 'a', refresh_token: 'r' })) },
    );
    expect(await screen.findByLabelText('address')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('แบบฟอร์มสมัคร')).not.toBeInTheDocument();
  });

  it('shows registration to a guest', async () => {
    const server = fakeApi({});
    restore = server.restore;
    await renderWithStore(
      <Routes>
        <Route path="/auth/register" element={<GuestOnly><p>แบบฟอร์มสมัคร</p></GuestOnly>} />
      </Routes>,
      { route: '/auth/register' },
    );
    expect(await screen.findByText('แบบฟอร์มสมัคร')).toBeInTheDocument();
  });
});

describe('RequireStaff', () => {
  async function renderBackoffice(token: string | null, role: string) {
    const server = fakeApi({ 'GET /cl-api/auth/me': () => ok({ ...member, role }) });
    restore = server.restore;
    await renderWithStore(
      <Routes>
        <Route path="/" element={<Address />} />
        <Route path="/backoffice/*" element={<RequireStaff><p>หลังบ้าน</p></RequireStaff>} />
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
