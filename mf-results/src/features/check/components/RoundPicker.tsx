import { useId } from 'react';
import { bangkokClockTime, th, type LotteryResultItem } from '@lotto/shared';
import { Pickers } from './DrawPicker';

/** Lotteries drawn many times a day (yeekee): which round of the date to show. */
export function RoundPicker({
  items,
  selected,
  onSelect,
}: {
  items: LotteryResultItem[];
  selected: string;
  onSelect: (roundId: string) => void;
}) {
  const id = useId();
  return (
    <Pickers>
      <label htmlFor={id}>
        {th.results.check.round}
        <select id={id} value={selected} onChange={(event) => onSelect(event.target.value)}>
          {items.map((item) => (
            <option key={item.round_id} value={item.round_id}>
              {th.results.check.roundAt.replace('{time}', bangkokClockTime(item.draw_at))}
            </option>
          ))}
        </select>
      </label>
    </Pickers>
  );
}
