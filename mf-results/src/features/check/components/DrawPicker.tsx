import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LOTTERIES, formatResultDate, paths, th } from '@lotto/shared';

const words = th.results.check;

/** The date part of the check page's address that opens a lottery's newest draw. */
export const LATEST_DRAW = 'latest';

export const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-bottom: 12px;
  label {
    flex: 1 1 200px;
    display: grid;
    gap: 4px;
    font-weight: 700;
    font-size: 0.9rem;
  }
  select {
    min-height: 44px;
    padding: 6px 8px;
    border: 1px solid #9e9e9e;
    border-radius: 8px;
    background: ${({ theme }) => theme.surface};
    color: ${({ theme }) => theme.ink};
    font: inherit;
    font-weight: 400;
    min-width: 0;
  }
`;

/**
 * The lottery and the draw date of the check page; choosing either opens that address. `dates`
 * are the draws that exist (undefined while they load).
 */
export function DrawPicker({ code, date, dates }: { code: string; date: string; dates: string[] | undefined }) {
  const navigate = useNavigate();
  const lotteryId = useId();
  const dateId = useId();
  const known = LOTTERIES.some((lottery) => lottery.code === code);
  return (
    <Pickers>
      <label htmlFor={lotteryId}>
        {words.lottery}
        <select
          id={lotteryId}
          value={known ? code : ''}
          onChange={(event) => navigate(paths.resultCheck.href(event.target.value, LATEST_DRAW))}
        >
          {!known && (
            <option value="" disabled>
              —
            </option>
          )}
          {LOTTERIES.map((lottery) => (
            <option key={lottery.code} value={lottery.code}>
              {lottery.name}
            </option>
          ))}
        </select>
      </label>
      {known && (
        <label htmlFor={dateId}>
          {words.drawDate}
          <select
            id={dateId}
            value={dates?.includes(date) ? date : ''}
            disabled={!dates || dates.length === 0}
            onChange={(event) => navigate(paths.resultCheck.href(code, event.target.value))}
          >
            {!dates?.includes(date) && (
              <option value="" disabled>
                —
              </option>
            )}
            {dates?.map((draw) => (
              <option key={draw} value={draw}>
                {formatResultDate(draw)}
              </option>
            ))}
          </select>
        </label>
      )}
    </Pickers>
  );
}
