import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  backofficeLabels,
  formatMoney,
  formatMoneyDate,
  int4IdRule,
  type MatchSuggestion,
  type StatementLine,
  withValues,
} from '@lotto/shared';
import { Badge, Button, Hint, Money, Muted, TextField } from '@lotto/ui';

const words = backofficeLabels.statementLines;
const memberIdRule = int4IdRule(words.memberIdInvalid);

/** What staff chose to credit a line to: a pending deposit, or a member (a QR reservation, or by id). */
export interface MatchChoice {
  line: StatementLine;
  body: { deposit_id: number } | { member_id: number };
  /** Who it credits, as the confirmation names them. */
  member: string;
}

const Frame = styled.article`
  display: grid;
  gap: 10px;
  min-width: 0;
  margin-bottom: 12px;
  padding: 14px;
  border-radius: 12px;
  background: ${({ theme }) => theme.surface};
  box-shadow: 0 1px 3px rgb(0 0 0 / 12%);
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: 6px 16px;
  margin: 0;
  dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Suggestions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 6px 12px;
    padding: 8px 10px;
    border: 1px solid #e0e0e0;
    border-radius: 8px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  > form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0 8px;
  }
  > form > div {
    margin-bottom: 0;
  }
`;

const statusTone = { unmatched: 'warn', credited: 'good', returned: 'neutral', paid: 'good' } as const;

/** The sender as the bank shows it: name, bank code and (often masked) account; a dash when none. */
function senderOf(line: StatementLine): string {
  const parts = [line.sender_name, line.sender_bank, line.sender_account].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : backofficeLabels.bankAccounts.none;
}

function Suggestion({
  line,
  suggestion,
  onMatch,
}: {
  line: StatementLine;
  suggestion: MatchSuggestion;
  onMatch: (choice: MatchChoice) => void;
}) {
  const body =
    suggestion.kind === 'deposit' && suggestion.deposit_id !== null
      ? { deposit_id: suggestion.deposit_id }
      : { member_id: suggestion.member_id };
  return (
    <li>
      <span>
        <strong>{suggestion.username}</strong> <Muted>{words.suggestionKinds[suggestion.kind]}</Muted>
        <br />
        <Money>{formatMoney(suggestion.amount)}</Money> · <Muted>{formatMoneyDate(suggestion.at)}</Muted> ·{' '}
        <Badge $tone={suggestion.score >= 80 ? 'good' : 'neutral'}>{withValues(words.score, { score: suggestion.score })}</Badge>
      </span>
      <Button
        type="button"
        $variant="success"
        aria-label={withValues(words.matchOf, { username: suggestion.username })}
        onClick={() => onMatch({ line, body, member: suggestion.username })}
      >
        {words.match}
      </Button>
    </li>
  );
}

/** A member id typed by staff, checked as the server checks ids, then confirmed like a suggestion. */
function ManualMatch({ line, onMatch }: { line: StatementLine; onMatch: (choice: MatchChoice) => void }) {
  const [memberId, setMemberId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      const id = memberIdRule.validateSync(memberId.trim());
      setError(undefined);
      onMatch({ line, body: { member_id: id }, member: withValues(words.memberOf, { id }) });
    } catch (invalid) {
      setError((invalid as Error).message);
    }
  };
  return (
    <form noValidate onSubmit={submit} aria-label={`${words.manualMatch} ${line.bank_ref}`}>
      <TextField
        id={`line-${line.id}-member`}
        label={words.memberId}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={memberId}
        error={error}
        onChange={(event) => setMemberId(event.target.value)}
        style={{ width: 140 }}
      />
      <Button type="submit">{words.matchMember}</Button>
    </form>
  );
}

/**
 * One statement line: when, which way, how much, the bank's reference, ref1 and the sender; where it
 * stands and, while it waits, why. An incoming line that waits offers its ranked suggestions, a
 * match by member id and `คืนเงิน`.
 */
export function StatementLineCard({
  line,
  onMatch,
  onReturn,
}: {
  line: StatementLine;
  onMatch: (choice: MatchChoice) => void;
  onReturn: (line: StatementLine) => void;
}) {
  const headingId = `line-${line.id}-title`;
  const open = line.status === 'unmatched' && line.direction === 'in';
  return (
    <Frame aria-labelledby={headingId} data-line-id={line.id}>
      <Head>
        <h3 id={headingId}>
          {words.directions[line.direction]} <Money>{formatMoney(line.amount)}</Money> {backofficeLabels.common.baht}
        </h3>
        <Badge $tone={statusTone[line.status]}>{words.statuses[line.status]}</Badge>
        {line.status === 'unmatched' && line.waiting_reason && <Badge $tone="bad">{words.waitingReasons[line.waiting_reason]}</Badge>}
      </Head>
      <Facts>
        <div>
          <dt>{words.time}</dt>
          <dd>{formatMoneyDate(line.at)}</dd>
        </div>
        <div>
          <dt>{words.bankRef}</dt>
          <dd>{line.bank_ref}</dd>
        </div>
        <div>
          <dt>{words.ref1}</dt>
          <dd>{line.ref1 ?? backofficeLabels.bankAccounts.none}</dd>
        </div>
        <div>
          <dt>{words.sender}</dt>
          <dd>{senderOf(line)}</dd>
        </div>
        <div>
          <dt>{words.source}</dt>
          <dd>{words.sources[line.source]}</dd>
        </div>
      </Facts>
      {line.deposit_id !== null && <Muted>{withValues(words.deposit, { id: line.deposit_id })}</Muted>}
      {line.withdrawal_id !== null && <Muted>{withValues(words.withdrawal, { id: line.withdrawal_id })}</Muted>}
      {line.return_reason && <Muted>{withValues(words.returnReason, { reason: line.return_reason })}</Muted>}
      {line.decided_by && (
        <Muted>
          {withValues(words.decidedBy, { who: line.decided_by === 'auto' ? backofficeLabels.moneyQueues.auto : line.decided_by })}
        </Muted>
      )}
      {open && (
        <>
          <section aria-label={`${words.suggestions} ${line.bank_ref}`}>
            <strong>{words.suggestions}</strong>
            {line.suggestions.length === 0 ? (
              <Hint>{words.noSuggestions}</Hint>
            ) : (
              <Suggestions>
                {line.suggestions.map((suggestion) => (
                  <Suggestion
                    key={`${suggestion.kind}-${suggestion.deposit_id ?? suggestion.member_id}-${suggestion.at}`}
                    line={line}
                    suggestion={suggestion}
                    onMatch={onMatch}
                  />
                ))}
              </Suggestions>
            )}
          </section>
          <Actions>
            <ManualMatch line={line} onMatch={onMatch} />
            <Button type="button" $variant="danger" onClick={() => onReturn(line)}>
              {words.return}
            </Button>
          </Actions>
        </>
      )}
    </Frame>
  );
}
