import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@lotto/shared/client';
import { RemoteSlot, type RemoteLoader } from './RemoteSlot';

function Greeting({ who }: { who?: unknown }) {
  return <p>สวัสดี {String(who)}</p>;
}

function Exploding(): never {
  throw new Error('render failed');
}

const renderSlot = (load: RemoteLoader, props?: Record<string, unknown>) =>
  render(
    <ThemeProvider theme={theme}>
      <RemoteSlot remote="mf-wallet" load={load} props={props} />
    </ThemeProvider>,
  );

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RemoteSlot', () => {
  it('shows the loading text, then the remote component with its props', async () => {
    let resolve: (module: { default: typeof Greeting }) => void = () => undefined;
    const load = jest.fn<ReturnType<RemoteLoader>, [boolean]>(() => new Promise((done) => (resolve = done)));
    renderSlot(load, { who: 'สมาชิก' });
    expect(await screen.findByText('กำลังโหลด...')).toBeInTheDocument();
    await act(async () => resolve({ default: Greeting as never }));
    expect(await screen.findByText('สวัสดี สมาชิก')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(false);
  });

  it('shows the Thai fallback when the remote cannot be loaded, and retries on request', async () => {
    const load = jest
      .fn<ReturnType<RemoteLoader>, [boolean]>()
      .mockRejectedValueOnce(new Error('404'))
      .mockResolvedValueOnce({ default: Greeting as never });
    renderSlot(load, { who: 'อีกครั้ง' });

    expect(await screen.findByText('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));

    expect(await screen.findByText('สวัสดี อีกครั้ง')).toBeInTheDocument();
    expect(screen.queryByText('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้')).not.toBeInTheDocument();
    expect(load.mock.calls).toEqual([[false], [true]]);
  });

  it('keeps a remote that throws while rendering inside its own area', async () => {
    const load = jest.fn<ReturnType<RemoteLoader>, [boolean]>().mockResolvedValue({ default: Exploding as never });
    render(
      <ThemeProvider theme={theme}>
        <header>เมนู</header>
        <RemoteSlot remote="mf-wallet" load={load} />
      </ThemeProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ไม่สามารถโหลดส่วนนี้ได้ในขณะนี้');
    expect(alert).toHaveAttribute('data-remote-fallback', 'mf-wallet');
    expect(screen.getByText('เมนู')).toBeInTheDocument();
  });
});
