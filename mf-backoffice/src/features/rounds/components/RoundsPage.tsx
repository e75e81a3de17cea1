import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { toast } from 'react-toastify';
import {
  bangkokToday,
  formatMoney,
  formatRoundTime,
  th,
  withValues,
  type RoundResultPayload,
  type StaffRound,
  type StaffRoundState,
} from '@lotto/shared';
import { Badge, Button, ConfirmDialog, Input, Message, Muted, PageTitle, Pagination, QueryState, Select, Table, Toolbar } from '@lotto/ui';
import type { QueryError } from '@lotto/shared/client';
import { useGetBackofficeLotteriesQuery } from '../../../lib/api/lotteriesApi';
import { useConfirmStagedResultMutation, useGetBackofficeRoundsQuery } from '../api/roundsApi';
import { resultText } from '../resultForm';
import { ResultDialog, roundTitle, yeekeeNumber } from './ResultDialog';
import { RoundTimesDialog } from './RoundTimesDialog';
import { StagedResult, sourceName } from './StagedResult';
import { YeekeeDrawInputsDialog } from './YeekeeDrawInputsDialog';
import { pager } from '../../../lib/pager';

const l = th.backoffice.rounds;
const actions = th.backoffice.actions;
const importWords = th.backoffice.resultImport;

const STATE_TONES: Record<StaffRoundState, 'neutral' | 'good' | 'bad' | 'warn'> = {
  waiting: 'neutral',
  open: 'good',
  closed: 'warn',
  settled: 'neutral',
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

const Outcome = styled.p`
  margin: 0 0 12px;
  padding: 12px 16px;
  border-radius: 12px;
  background: #e8f5e9;
  border-left: 4px solid ${({ theme }) => theme.success};
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

function outcomeText(outcome: RoundResultPayload): string {
  const values = {
    lines: outcome.lines,
    winning: outcome.winning_lines,
    prize: formatMoney(outcome.prize),
    reversed: formatMoney(outcome.reversed_prize),
    debts: outcome.debts,
  };
  return withValues(outcome.corrected ? l.corrected : l.recorded, values);
}

type Editing = { kind: 'result' | 'times' | 'confirm'; round: StaffRound } | null;

/**
 * งวดหวย: rounds of a lottery and date with their state, times, result and settlement totals.
 * Staff move times before a round closes and record (or correct) the result of a closed round;
 * yeekee rounds show their seed hash and seed and offer neither, as the server allows neither.
 */
export default function RoundsPage() {
  const [search, setSearch] = useSearchParams();
  const lotteryCode = search.get('lottery') ?? '';
  const date = search.get('date') ?? bangkokToday();
  const page = Number(search.get('page') ?? '1') || 1;
  const lotteries = useGetBackofficeLotteriesQuery();
  const rounds = useGetBackofficeRoundsQuery({ lottery_code: lotteryCode || undefined, date, page });
  const [editing, setEditing] = useState<Editing>(null);
  const [outcome, setOutcome] = useState<{ round: StaffRound; text: string } | null>(null);
  const close = useCallback(() => setEditing(null), []);

  const filter = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next, { replace: true });
  };

  const recorded = useCallback(
    (result: RoundResultPayload) => {
      if (editing) setOutcome({ round: editing.round, text: outcomeText(result) });
      toast.success(th.lotto.resultRecorded);
      setEditing(null);
    },
    [editing],
  );

  // The read-only view of a yeekee round's shots is in the address (?yeekee=<id>): a link, not an action.
  const yeekeeRound = rounds.data?.data.find((round) => round.is_yeekee && String(round.id) === search.get('yeekee'));
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

  const lotteryOf = (round: StaffRound) => lotteries.data?.find((lottery) => lottery.code === round.lottery_code);

  return (
    <>
      <PageTitle>{l.title}</PageTitle>
      <Toolbar>
        <label htmlFor="rounds-lottery">{l.lottery}</label>
        <Select id="rounds-lottery" value={lotteryCode} onChange={(event) => filter({ lottery: event.target.value })}>
          <option value="">{l.allLotteries}</option>
          {lotteries.data?.map((lottery) => (
            <option key={lottery.code} value={lottery.code}>
              {lottery.name}
            </option>
          ))}
        </Select>
        <label htmlFor="rounds-date">{l.date}</label>
        <Input id="rounds-date" type="date" value={date} onChange={(event) => filter({ date: event.target.value })} />
      </Toolbar>
      {outcome && (
        <Outcome role="status" aria-label={l.outcome}>
          <strong>{roundTitle(outcome.round)}</strong>
          <br />
          {outcome.text}
        </Outcome>
      )}
      <QueryState isLoading={rounds.isLoading} error={rounds.error} refetch={rounds.refetch}>
        {rounds.data && rounds.data.data.length === 0 && <Message>{l.empty}</Message>}
        {rounds.data && rounds.data.data.length > 0 && (
          <Table aria-label={l.list} columns={[l.lottery, l.state, l.times, l.result, l.totals, l.manage]}>
            {rounds.data.data.map((round) => (
              <RoundRow
                key={round.id}
                round={round}
                canRecord={lotteryOf(round) !== undefined}
                yeekeeHref={yeekeeHref(round)}
                onEdit={(kind) => setEditing({ kind, round })}
              />
            ))}
          </Table>
        )}
        {rounds.data && (
          <Pagination page={rounds.data.paging.page} pages={rounds.data.paging.pages} onPage={(next) => filter({ page: String(next) })} {...pager} />
        )}
      </QueryState>
      {editing?.kind === 'result' && lotteryOf(editing.round) && (
        <ResultDialog round={editing.round} lottery={lotteryOf(editing.round)!} onClose={close} onRecorded={recorded} />
      )}
      {editing?.kind === 'times' && <RoundTimesDialog round={editing.round} onClose={close} />}
      {editing?.kind === 'confirm' && editing.round.staged_result?.result && (
        <ConfirmStagedDialog round={editing.round} onClose={close} onConfirmed={(result) => setOutcome({ round: editing.round, text: confirmedText(result) })} />
      )}
      {yeekeeRound && <YeekeeDrawInputsDialog roundId={yeekeeRound.id} title={roundTitle(yeekeeRound)} onClose={closeYeekee} />}
    </>
  );
}

function RoundRow({
  round,
  canRecord,
  yeekeeHref,
  onEdit,
}: {
  round: StaffRound;
  canRecord: boolean;
  yeekeeHref: string;
  onEdit: (kind: 'result' | 'times' | 'confirm') => void;
}) {
  const { totals } = round;
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
      </td>
      <td data-label={l.times}>
        <Times>
          <dt>{l.opensAt}</dt>
          <dd>{minutes(round.open_at)}</dd>
          <dt>{l.closesAt}</dt>
          <dd>{minutes(round.close_at)}</dd>
          <dt>{l.drawsAt}</dt>
          <dd>{minutes(round.draw_at)}</dd>
        </Times>
      </td>
      <td data-label={l.result}>
        {round.result ? resultText(round.result) : <Muted>{l.noResult}</Muted>}
        {round.staged_result && round.state !== 'settled' && <StagedResult staged={round.staged_result} />}
        {round.is_yeekee && (
          <>
            <Muted as="div">{l.seedHash}</Muted>
            <Seed title={round.yeekee_seed_hash ?? undefined}>{round.yeekee_seed_hash}</Seed>
            <Muted as="div">{l.seed}</Muted>
            {round.yeekee_seed ? <Seed title={round.yeekee_seed}>{round.yeekee_seed}</Seed> : <Muted>{l.seedHidden}</Muted>}
          </>
        )}
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
        {round.is_yeekee ? (
          <>
            <Muted>{th.lotto.yeekeeDrawnOnly}</Muted>
            <br />
            <Link to={yeekeeHref}>{th.yeekee.drawInputs}</Link>
          </>
        ) : (
          <>
            {(round.state === 'waiting' || round.state === 'open') && (
              <Button type="button" onClick={() => onEdit('times')}>
                {l.editTimes}
              </Button>
            )}
            {round.staged_result?.confirmable && (
              <Button type="button" $variant="success" onClick={() => onEdit('confirm')}>
                {importWords.confirm}
              </Button>
            )}
            {round.state === 'closed' && canRecord && (
              <Button type="button" $variant={round.staged_result?.confirmable ? 'secondary' : 'primary'} onClick={() => onEdit('result')}>
                {actions.recordResult}
              </Button>
            )}
            {round.state === 'settled' && canRecord && (
              <Button type="button" onClick={() => onEdit('result')}>
                {l.correct}
              </Button>
            )}
          </>
        )}
      </td>
    </tr>
  );
}

const confirmedText = (outcome: RoundResultPayload) =>
  withValues(importWords.confirmed, { winning: outcome.winning_lines, lines: outcome.lines, prize: formatMoney(outcome.prize) });

/** ยืนยันผล: the staged result, with the sources it came from, settles the round once staff say ตกลง. */
function ConfirmStagedDialog({ round, onClose, onConfirmed }: { round: StaffRound; onClose: () => void; onConfirmed: (outcome: RoundResultPayload) => void }) {
  const [confirm, { isLoading }] = useConfirmStagedResultMutation();
  const staged = round.staged_result!;
  const sources = staged.sources.filter((source) => source.result).map(sourceName).join(', ');
  const yes = async () => {
    const answer = await confirm({ roundId: round.id });
    if ('error' in answer) {
      toast.error((answer.error as QueryError).message);
      return;
    }
    onConfirmed(answer.data);
    toast.success(confirmedText(answer.data));
    onClose();
  };
  return (
    <ConfirmDialog
      title={withValues(importWords.confirmTitle, { round: roundTitle(round) })}
      text={withValues(importWords.confirmText, { result: resultText(staged.result!), source: sources })}
      busy={isLoading}
      onYes={() => void yes()}
      onNo={onClose}
    />
  );
}
