import { Link } from 'react-router-dom';
import { backofficeLabels, type StaffRound, th } from '@lotto/shared';
import { Button, Muted } from '@lotto/ui';

const l = backofficeLabels.rounds;

export type RoundEdit = 'result' | 'times' | 'confirm' | 'void';

/**
 * What a round's row and its actions are given: the round, whether staff may record, whether they
 * may void (admins), the yeekee link and the edit to open.
 */
export interface RoundRowProps {
  round: StaffRound;
  canRecord: boolean;
  canVoid: boolean;
  yeekeeHref: string;
  onEdit: (kind: RoundEdit) => void;
}

/**
 * A round's จัดการ cell: move times before it closes, confirm a staged result, record or correct
 * the result, void it (admin) until it is settled; a yeekee round offers only the link to its
 * shots, as the server allows nothing else.
 */
export function RoundActions({ round, canRecord, canVoid, yeekeeHref, onEdit }: RoundRowProps) {
  if (round.is_yeekee) {
    return (
      <>
        <Muted>{th.lotto.yeekeeDrawnOnly}</Muted>
        <br />
        <Link to={yeekeeHref}>{th.yeekee.drawInputs}</Link>
      </>
    );
  }
  return (
    <>
      {(round.state === 'waiting' || round.state === 'open') && (
        <Button type="button" onClick={() => onEdit('times')}>
          {l.editTimes}
        </Button>
      )}
      {round.staged_result?.confirmable && (
        <Button type="button" $variant="success" onClick={() => onEdit('confirm')}>
          {backofficeLabels.resultImport.confirm}
        </Button>
      )}
      {round.state === 'closed' && canRecord && (
        <Button type="button" $variant={round.staged_result?.confirmable ? 'secondary' : 'primary'} onClick={() => onEdit('result')}>
          {backofficeLabels.actions.recordResult}
        </Button>
      )}
      {round.state === 'settled' && canRecord && (
        <Button type="button" onClick={() => onEdit('result')}>
          {l.correct}
        </Button>
      )}
      {canVoid && round.state !== 'settled' && round.state !== 'voided' && (
        <Button type="button" $variant="danger" onClick={() => onEdit('void')}>
          {l.void}
        </Button>
      )}
    </>
  );
}
