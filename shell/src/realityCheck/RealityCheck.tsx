import { formatMoney, nextRealityCheckAt, playedFor, th, withValues } from '@lotto/shared';
import {
  REALITY_CHECK_STORAGE_KEY,
  useGetPlayLimitsQuery,
  useLazyGetSessionResultQuery,
  useLogout,
  useSession,
} from '@lotto/shared/client';
import { useEffect, useState } from 'react';
import { Button, ButtonRow, Dialog } from '@lotto/ui';

const p = th.protection;

interface RealityCheckClock {
  /** When the session began (ms): the first page of the member after login. */
  since: number;
  /** When the member last chose ดำเนินการต่อ (ms). */
  answeredAt: number | null;
}

/** Kept in localStorage so that a reload neither restarts the session's time nor skips a check; logout removes it. */
function readClock(): RealityCheckClock {
  try {
    const stored = JSON.parse(localStorage.getItem(REALITY_CHECK_STORAGE_KEY) ?? 'null') as RealityCheckClock | null;
    if (stored && typeof stored.since === 'number') return stored;
  } catch {
    // A damaged value starts a new session clock.
  }
  const fresh = { since: Date.now(), answeredAt: null };
  localStorage.setItem(REALITY_CHECK_STORAGE_KEY, JSON.stringify(fresh));
  return fresh;
}

/**
 * The reality check (docs/player-protection.md): for a member who chose an interval, a dialog every
 * interval with the time since login and the net result of the bets since then, `ดำเนินการต่อ`
 * or `ออกจากระบบ`. The shell owns it because it spans every remote's pages.
 */
export function RealityCheck() {
  const { status } = useSession();
  const member = status === 'member';
  const settings = useGetPlayLimitsQuery(undefined, { skip: !member });
  const intervalSeconds = member ? (settings.data?.reality_check_interval_seconds ?? null) : null;
  const [due, setDue] = useState(false);
  const [clock, setClock] = useState<RealityCheckClock | null>(null);
  const [loadResult, result] = useLazyGetSessionResultQuery();
  const [logout, { isLoading: loggingOut }] = useLogout();

  useEffect(() => {
    if (intervalSeconds === null || due) return undefined;
    const current = readClock();
    const wait = Math.max(0, nextRealityCheckAt(current.since, current.answeredAt, intervalSeconds * 1000) - Date.now());
    // The clock is set only when the check is due: setting it on every run would render again and restart the wait.
    const timer = setTimeout(() => {
      setClock(current);
      setDue(true);
      void loadResult(new Date(current.since).toISOString());
    }, wait);
    return () => clearTimeout(timer);
  }, [intervalSeconds, loadResult, due]);

  if (!due || !clock) return null;
  const carryOn = () => {
    const answered = { ...clock, answeredAt: Date.now() };
    localStorage.setItem(REALITY_CHECK_STORAGE_KEY, JSON.stringify(answered));
    setDue(false);
  };
  return (
    <Dialog title={withValues(p.realityCheckTitle, { duration: playedFor(Date.now() - clock.since) })} onClose={carryOn} role="alertdialog">
      <p role="status">{result.data ? withValues(p.realityCheckResult, { net: formatMoney(result.data.net) }) : p.loading}</p>
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={() => void logout()} disabled={loggingOut}>
          {th.nav.logout}
        </Button>
        <Button type="button" $variant="primary" onClick={carryOn}>
          {p.continue}
        </Button>
      </ButtonRow>
    </Dialog>
  );
}
