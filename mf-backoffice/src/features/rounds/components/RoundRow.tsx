import styled from 'styled-components';
import { backofficeLabels, formatMoney, formatRoundTime, type StaffRound, type StaffRoundState, withValues } from '@lotto/shared';
import { Badge, Muted } from '@lotto/ui';
import { resultText } from '../resultForm';
import { roundTitle, yeekeeNumber } from './ResultDialog';
import { RoundActions, type RoundRowProps } from './RoundActions';
import { StagedResult } from './StagedResult';

const l = backofficeLabels.rounds;

const STATE_TONES: Record<StaffRoundState, 'neutral' | 'good' | 'bad' | 'warn'> = {
  waiting: 'neutral',
  open: 'good',
  closed: 'warn',
  settled: 'neutral',
  voided: 'bad',
};

/** Hashes and seeds are long: one line cut with an ellipsis, the whole value in the text and its title. */
const Seed = styled.code`
  display: block;
  max-width: 20ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.8rem;
`;

const Times = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 8px;
  font-size: 0.9rem;
  dt {
    color: ${({ theme }) => theme.muted};
    white-space: nowrap;
  }
  dd {
    margin: 0;
    white-space: nowrap;
  }
`;

/** Round times to the minute, Bangkok time: the seconds only make the column wider. */
const minutes = (iso: string) => formatRoundTime(iso).slice(0, 16);

/** A yeekee round's seed hash and, once drawn, its seed. */
function YeekeeSeeds({ round }: { round: StaffRound }) {
  return (
    <>
      <Muted as="div">{l.seedHash}</Muted>
      <Seed title={round.yeekee_seed_hash ?? undefined}>{round.yeekee_seed_hash}</Seed>
      <Muted as="div">{l.seed}</Muted>
      {round.yeekee_seed ? <Seed title={round.yeekee_seed}>{round.yeekee_seed}</Seed> : <Muted>{l.seedHidden}</Muted>}
    </>
  );
}

/** One round of the list: lottery, state, times, result, settlement totals and what staff may do. */
export function RoundRow({ round, canRecord, canVoid, yeekeeHref, onEdit }: RoundRowProps) {
  const { totals } = round;
  const awaitsResult = round.state !== 'settled' && round.state !== 'voided';
  return (
    <tr aria-label={roundTitle(round)}>
      <td data-label={l.lottery}>
        <strong>{round.lottery_name}</strong>
        <br />
        <Muted>
          {round.round_date}
          {round.is_yeekee && ` · ${withValues(l.yeekeeSlot, { slot: yeekeeNumber(round) })}`}
        </Muted>
      </td>
      <td data-label={l.state}>
        <Badge $tone={STATE_TONES[round.state]}>{l.states[round.state]}</Badge>
        {round.settlement_version > 1 && (
          <>
            <br />
            <Muted>{withValues(l.settlementVersion, { version: round.settlement_version })}</Muted>
          </>
        )}
        {round.void_reason && (
          <>
            <br />
            <Muted>{withValues(l.voidedBecause, { reason: round.void_reason })}</Muted>
          </>
        )}
      </td>
      <td data-label={l.times}>
        <Times>
          <dt>{l.opensAt}</dt>
          <dd>{minutes(round.open_at)}</dd>
          <dt>{l.closesAt}</dt>
          <dd>{minutes(round.close_at)}</dd>
          <dt>{l.drawsAt}</dt>
          <dd>{minutes(round.draw_at)}</dd>
          {awaitsResult && round.void_at && (
            <>
              <dt>{l.voidsAt}</dt>
              <dd>{minutes(round.void_at)}</dd>
            </>
          )}
        </Times>
      </td>
      <td data-label={l.result}>
        {round.result ? resultText(round.result) : <Muted>{l.noResult}</Muted>}
        {round.staged_result && awaitsResult && <StagedResult staged={round.staged_result} />}
        {round.is_yeekee && <YeekeeSeeds round={round} />}
      </td>
      <td data-label={l.totals}>
        {withValues(l.totalsText, {
          lines: totals.lines,
          winning: totals.winning_lines,
          stake: formatMoney(totals.stake),
          prize: formatMoney(totals.prize),
        })}
      </td>
      <td data-label={l.manage}>
        <RoundActions round={round} canRecord={canRecord} canVoid={canVoid} yeekeeHref={yeekeeHref} onEdit={onEdit} />
      </td>
    </tr>
  );
}
