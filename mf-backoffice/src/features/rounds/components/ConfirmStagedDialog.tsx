import { toast } from 'react-toastify';
import { backofficeLabels, formatMoney, type RoundResultPayload, type StaffRound, withValues } from '@lotto/shared';
import type { QueryError } from '@lotto/shared/client';
import { ConfirmDialog } from '@lotto/ui';
import { useConfirmStagedResultMutation } from '../api/roundsApi';
import { resultText } from '../resultForm';
import { roundTitle } from './ResultDialog';
import { sourceName } from './StagedResult';

const importWords = backofficeLabels.resultImport;

export const confirmedText = (outcome: RoundResultPayload) =>
  withValues(importWords.confirmed, { winning: outcome.winning_lines, lines: outcome.lines, prize: formatMoney(outcome.prize) });

/** ยืนยันผล: the staged result, with the sources it came from, settles the round once staff say ตกลง. */
export function ConfirmStagedDialog({
  round,
  onClose,
  onConfirmed,
}: {
  round: StaffRound;
  onClose: () => void;
  onConfirmed: (outcome: RoundResultPayload) => void;
}) {
  const [confirm, { isLoading }] = useConfirmStagedResultMutation();
  const staged = round.staged_result!;
  const sources = staged.sources
    .filter((source) => source.result)
    .map(sourceName)
    .join(', ');
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
