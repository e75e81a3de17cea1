import { backofficeLabels, type StaffLottery } from '@lotto/shared';
import { Input, Select, Toolbar } from '@lotto/ui';

const l = backofficeLabels.rounds;

/** Which rounds the page lists: one lottery or all, and a date. */
export function RoundFilters({
  lotteries,
  lotteryCode,
  date,
  onFilter,
}: {
  lotteries: StaffLottery[] | undefined;
  lotteryCode: string;
  date: string;
  onFilter: (changes: Record<string, string>) => void;
}) {
  return (
    <Toolbar>
      <label htmlFor="rounds-lottery">{l.lottery}</label>
      <Select id="rounds-lottery" value={lotteryCode} onChange={(event) => onFilter({ lottery: event.target.value })}>
        <option value="">{l.allLotteries}</option>
        {lotteries?.map((lottery) => (
          <option key={lottery.code} value={lottery.code}>
            {lottery.name}
          </option>
        ))}
      </Select>
      <label htmlFor="rounds-date">{l.date}</label>
      <Input id="rounds-date" type="date" value={date} onChange={(event) => onFilter({ date: event.target.value })} />
    </Toolbar>
  );
}
