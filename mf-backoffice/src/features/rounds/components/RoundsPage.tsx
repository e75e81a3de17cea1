import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { backofficeLabels, type RoundResultPayload, type StaffRound, th } from '@lotto/shared';
import { useCurrentUser } from '@lotto/shared/client';
import { Message, PageTitle, Pagination, QueryState, Table } from '@lotto/ui';
import { useGetBackofficeLotteriesQuery } from '../../../lib/api/lotteriesApi';
import { pager } from '../../../lib/pager';
import { useGetBackofficeRoundsQuery } from '../api/roundsApi';
import { useRoundsSearch } from '../useRoundsSearch';
import { ConfirmStagedDialog, confirmedText } from './ConfirmStagedDialog';
import { ResultDialog, roundTitle } from './ResultDialog';
import { RoundFilters } from './RoundFilters';
import { RoundOutcome, outcomeText } from './RoundOutcome';
import { RoundRow } from './RoundRow';
import type { RoundEdit } from './RoundActions';
import { RoundTimesDialog } from './RoundTimesDialog';
import { VoidRoundDialog, voidedText } from './VoidRoundDialog';
import { YeekeeDrawInputsDialog } from './YeekeeDrawInputsDialog';

const l = backofficeLabels.rounds;

type Editing = { kind: RoundEdit; round: StaffRound } | null;

/**
 * งวดหวย: rounds of a lottery and date with their state, times, result and settlement totals.
 * Staff move times before a round closes and record (or correct) the result of a closed round;
 * admins void a round not yet settled (ยกเลิกงวด); yeekee rounds show their seed hash and seed and
 * offer none of these, as the server allows none.
 */
export default function RoundsPage() {
  const { lotteryCode, date, page, filter, yeekeeId, yeekeeHref, closeYeekee } = useRoundsSearch();
  const lotteries = useGetBackofficeLotteriesQuery();
  const rounds = useGetBackofficeRoundsQuery({ lottery_code: lotteryCode || undefined, date, page });
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState<Editing>(null);
  const [outcome, setOutcome] = useState<{ round: StaffRound; text: string } | null>(null);
  const close = useCallback(() => setEditing(null), []);

  const recorded = useCallback(
    (result: RoundResultPayload) => {
      if (editing) setOutcome({ round: editing.round, text: outcomeText(result) });
      toast.success(th.lotto.resultRecorded);
      setEditing(null);
    },
    [editing],
  );

  const yeekeeRound = rounds.data?.data.find((round) => round.is_yeekee && String(round.id) === yeekeeId);
  const lotteryOf = (round: StaffRound) => lotteries.data?.find((lottery) => lottery.code === round.lottery_code);

  return (
    <>
      <PageTitle>{l.title}</PageTitle>
      <RoundFilters lotteries={lotteries.data} lotteryCode={lotteryCode} date={date} onFilter={filter} />
      {outcome && <RoundOutcome round={outcome.round} text={outcome.text} />}
      <QueryState isLoading={rounds.isLoading} error={rounds.error} refetch={rounds.refetch}>
        {rounds.data && rounds.data.data.length === 0 && <Message>{l.empty}</Message>}
        {rounds.data && rounds.data.data.length > 0 && (
          <Table aria-label={l.list} columns={[l.lottery, l.state, l.times, l.result, l.totals, l.manage]}>
            {rounds.data.data.map((round) => (
              <RoundRow
                key={round.id}
                round={round}
                canRecord={lotteryOf(round) !== undefined}
                canVoid={user?.role === 'admin'}
                yeekeeHref={yeekeeHref(round)}
                onEdit={(kind) => setEditing({ kind, round })}
              />
            ))}
          </Table>
        )}
        {rounds.data && (
          <Pagination
            page={rounds.data.paging.page}
            pages={rounds.data.paging.pages}
            onPage={(next) => filter({ page: String(next) })}
            {...pager}
          />
        )}
      </QueryState>
      {editing?.kind === 'result' && lotteryOf(editing.round) && (
        <ResultDialog round={editing.round} lottery={lotteryOf(editing.round)!} onClose={close} onRecorded={recorded} />
      )}
      {editing?.kind === 'times' && <RoundTimesDialog round={editing.round} onClose={close} />}
      {editing?.kind === 'confirm' && editing.round.staged_result?.result && (
        <ConfirmStagedDialog
          round={editing.round}
          onClose={close}
          onConfirmed={(result) => setOutcome({ round: editing.round, text: confirmedText(result) })}
        />
      )}
      {editing?.kind === 'void' && (
        <VoidRoundDialog
          round={editing.round}
          onClose={close}
          onVoided={(voided) => {
            const text = voidedText(voided);
            setOutcome({ round: editing.round, text });
            toast.success(text);
          }}
        />
      )}
      {yeekeeRound && <YeekeeDrawInputsDialog roundId={yeekeeRound.id} title={roundTitle(yeekeeRound)} onClose={closeYeekee} />}
    </>
  );
}
