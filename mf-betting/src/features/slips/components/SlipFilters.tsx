import { paths, th } from '@lotto/shared';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ToggleChip } from '@lotto/ui';
import { useLottoListQuery } from '../../../lib/api/roundsApi';
import type { SlipFilter } from '../api/slipsApi';

const t = th.betting.slips;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-bottom: 12px;
  label {
    display: flex;
    align-items: center;
    gap: 6px;
    flex: 1 1 100%;
  }
  select {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 4px 8px;
    font: inherit;
    border: 1px solid #bdbdbd;
    border-radius: 8px;
    background: ${({ theme }) => theme.surface};
  }
  ${({ theme }) => theme.media.md} {
    label {
      flex: 0 1 320px;
    }
  }
`;

const ResultsButton = styled.button`
  min-height: 44px;
  padding: 0 14px;
  border-radius: 22px;
  border: 1px solid ${({ theme }) => theme.yellow[900]};
  font: inherit;
  cursor: pointer;
  margin-left: auto;
  background: ${({ theme }) => theme.ink};
  color: #fff;
`;

const FILTERS: [SlipFilter, string][] = [
  ['all', t.all],
  ['running', t.running],
  ['settled', t.settled],
];

/** The lottery drop-down, the status filters and the `ผลรางวัล` button. */
export function SlipFilters({
  name,
  filter,
  onName,
  onFilter,
}: {
  name: string;
  filter: SlipFilter;
  onName: (name: string) => void;
  onFilter: (filter: SlipFilter) => void;
}) {
  const navigate = useNavigate();
  const { data: lotteries = [] } = useLottoListQuery();
  return (
    <Bar>
      <label>
        {t.lottery}
        <select value={name} onChange={(event) => onName(event.target.value)}>
          <option value="">{t.allLotteries}</option>
          {lotteries.map((lottery) => (
            <option key={lottery.code} value={lottery.code}>
              {lottery.name}
            </option>
          ))}
        </select>
      </label>
      <div role="group" aria-label={t.statusFilter} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {FILTERS.map(([value, label]) => (
          <ToggleChip key={value} pressed={filter === value} onClick={() => onFilter(value)}>
            {label}
          </ToggleChip>
        ))}
      </div>
      <ResultsButton type="button" onClick={() => navigate(paths.result)}>
        {t.results}
      </ResultsButton>
    </Bar>
  );
}
