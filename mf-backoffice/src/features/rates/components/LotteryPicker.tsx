import type { StaffLottery } from '@lotto/shared';
import { Select } from '@lotto/ui';

/** A drop-down of the lotteries by name; the screens of rates, limits and exposure each pick one. */
export function LotteryPicker({
  id,
  lotteries,
  value,
  onChange,
}: {
  id: string;
  lotteries: StaffLottery[];
  value: string;
  onChange: (code: string) => void;
}) {
  return (
    <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
      {lotteries.map((lottery) => (
        <option key={lottery.code} value={lottery.code}>
          {lottery.name}
        </option>
      ))}
    </Select>
  );
}
