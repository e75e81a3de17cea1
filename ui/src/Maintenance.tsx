import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  closingWindow,
  formatMoneyDate,
  formatTimeLeft,
  isComing,
  isInForce,
  lotteryByCode,
  th,
  withValues,
  type MaintenanceModule,
  type MaintenanceWindow,
} from '@lotto/shared';
import { useLoadConfigQuery } from '@lotto/shared/client';
import { useNow } from './hooks';

const words = th.maintenance;

/** While windows are listed, load-config is asked again this often: a window staff end early reopens its module. */
const WINDOWS_POLL_MS = 60_000;
/** setTimeout's largest delay; a boundary further off is waited for in steps. */
const MAX_DELAY_MS = 2_147_483_647;

const NO_WINDOWS: MaintenanceWindow[] = [];

/**
 * The maintenance windows of load-config (in force and to come) and the time they are judged at,
 * renewed when the next of them opens or ends: a window closes and reopens its module by itself,
 * without a request.
 */
export function useMaintenanceWindows(): { windows: readonly MaintenanceWindow[]; now: Date } {
  const [polling, setPolling] = useState(false);
  const config = useLoadConfigQuery(undefined, { pollingInterval: polling ? WINDOWS_POLL_MS : 0 }).data;
  // A server older than maintenance windows sends none.
  const windows = config?.maintenance ?? NO_WINDOWS;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => setPolling(windows.length > 0), [windows.length]);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Judged now (the windows changed), then again at each next boundary.
    const renew = () => {
      const at = Date.now();
      setNow(new Date(at));
      const next = nextBoundary(windows, at);
      if (next !== undefined) timer = setTimeout(renew, Math.min(next - at, MAX_DELAY_MS));
    };
    renew();
    return () => clearTimeout(timer);
  }, [windows]);
  return { windows, now };
}

/** The first `from` or `until` after `at` (epoch ms), if any. */
function nextBoundary(windows: readonly MaintenanceWindow[], at: number): number | undefined {
  const ahead = windows
    .flatMap((window) => [window.from, window.until])
    .flatMap((time) => (time !== null && Date.parse(time) > at ? [Date.parse(time)] : []));
  return ahead.length > 0 ? Math.min(...ahead) : undefined;
}

/** The window in force that closes `module` (for 'bet', betting on `lottery`), or undefined while it is open. */
export function useClosingWindow(module: MaintenanceModule, lottery?: string): MaintenanceWindow | undefined {
  const { windows, now } = useMaintenanceWindows();
  return closingWindow(windows, module, now, lottery);
}

/** "ฝากเงิน ปิดปรับปรุง", "แทงหวย หวยฮานอย ปิดปรับปรุง". */
export function closedTitle(window: Pick<MaintenanceWindow, 'module' | 'lottery'>): string {
  const module = words.modules[window.module];
  const lottery = window.lottery === null ? undefined : (lotteryByCode(window.lottery)?.name ?? window.lottery);
  return lottery ? withValues(words.closedNowLottery, { module, lottery }) : withValues(words.closedNow, { module });
}

/** When the module opens again: a countdown to `until`, or until staff end the window. */
function ReopensIn({ until }: { until: string | null }) {
  const now = useNow(1000);
  if (until === null) return <span>{words.untilFurtherNotice}</span>;
  const time = formatTimeLeft(until, now);
  return (
    <time dateTime={until} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {withValues(words.reopensIn, { time })}
    </time>
  );
}

const NoticeBox = styled.div`
  margin: 0 0 12px;
  padding: 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.yellow[50]};
  border-left: 4px solid ${({ theme }) => theme.danger};
  overflow-wrap: anywhere;
  p {
    margin: 0 0 4px;
  }
  p:last-child {
    margin: 0;
  }
`;

/**
 * What a closed panel shows in place of its use: the module closed, the window's message and when
 * it opens again. `id` lets the panel's disabled controls name it (aria-describedby).
 */
export function MaintenanceNotice({ window, id }: { window: MaintenanceWindow; id?: string }) {
  return (
    <NoticeBox id={id} role="status">
      <p>
        <strong>{closedTitle(window)}</strong>
      </p>
      <p>{window.message}</p>
      <p>
        <ReopensIn until={window.until} />
      </p>
    </NoticeBox>
  );
}

const Strip = styled.section`
  background: ${({ theme }) => theme.ink};
  color: ${({ theme }) => theme.yellow[100]};
`;

const StripItem = styled.p<{ $coming: boolean }>`
  max-width: 1200px;
  margin: 0 auto;
  padding: 8px 12px;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: baseline;
  overflow-wrap: anywhere;
  font-size: ${({ $coming }) => ($coming ? '0.875rem' : '1rem')};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.muted};
  }
  strong {
    color: ${({ theme, $coming }) => ($coming ? theme.yellow[100] : theme.yellow[500])};
  }
`;

/**
 * The site-wide strip of maintenance windows (docs/operations.md#maintenance-windows), under the
 * top bar: each window in force with its message and a countdown to its end, then a notice of
 * each one to come. Nothing while there is none.
 */
export function MaintenanceBanner() {
  const { windows, now } = useMaintenanceWindows();
  const open = windows.filter((window) => isInForce(window, now));
  const coming = windows.filter((window) => isComing(window, now));
  if (open.length === 0 && coming.length === 0) return null;
  return (
    <Strip aria-label={words.notices}>
      {open.map((window) => (
        <StripItem key={window.id} $coming={false}>
          <strong>{closedTitle(window)}</strong>
          <span>{window.message}</span>
          <ReopensIn until={window.until} />
        </StripItem>
      ))}
      {coming.map((window) => (
        <StripItem key={window.id} $coming>
          <strong>{comingTitle(window)}</strong>
          <span>{window.message}</span>
        </StripItem>
      ))}
    </Strip>
  );
}

/** "ฝากเงิน จะปิดปรับปรุงตั้งแต่ 16/05/2026 14:00" (Bangkok time). */
function comingTitle(window: MaintenanceWindow): string {
  const module = words.modules[window.module];
  const from = formatMoneyDate(window.from!).slice(0, 16);
  const lottery = window.lottery === null ? undefined : (lotteryByCode(window.lottery)?.name ?? window.lottery);
  return lottery ? withValues(words.comingAtLottery, { module, lottery, from }) : withValues(words.comingAt, { module, from });
}
