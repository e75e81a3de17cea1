import { useSearchParams } from 'react-router-dom';
import { bangkokToday, type StaffRound } from '@lotto/shared';

/**
 * The rounds page's filters and open yeekee view, kept in the address: lottery, date and page,
 * and ?yeekee=<id> for the read-only view of a yeekee round's shots (a link, not an action).
 */
export function useRoundsSearch() {
  const [search, setSearch] = useSearchParams();
  const lotteryCode = search.get('lottery') ?? '';
  const date = search.get('date') ?? bangkokToday();
  const page = Number(search.get('page') ?? '1') || 1;

  const filter = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next, { replace: true });
  };

  const yeekeeId = search.get('yeekee');
  const yeekeeHref = (round: StaffRound) => {
    const next = new URLSearchParams(search);
    next.set('yeekee', String(round.id));
    return `?${next.toString()}`;
  };
  const closeYeekee = () => {
    const next = new URLSearchParams(search);
    next.delete('yeekee');
    setSearch(next, { replace: true });
  };

  return { lotteryCode, date, page, filter, yeekeeId, yeekeeHref, closeYeekee };
}
