import styled from 'styled-components';
import { backofficeLabels, type SlipCheck, withValues } from '@lotto/shared';
import { Badge, Muted } from '@lotto/ui';

const words = backofficeLabels.queues;

const Notes = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  font-size: 0.9rem;
  max-width: 200px;
  span {
    white-space: normal;
  }
`;

/** What the server read from the slip's QR code, and a warning when staff must look closer. */
export function SlipCheckNote({ check }: { check: SlipCheck }) {
  return (
    <Notes>
      {check.duplicate && <Badge $tone="bad">{words.duplicate}</Badge>}
      {check.status === 'read' && check.reference && <span>{withValues(words.qrReference, { reference: check.reference })}</span>}
      {check.sending_bank && (
        <Muted>{withValues(words.sendingBank, { bank: check.sending_bank.short_name || check.sending_bank.code })}</Muted>
      )}
      {check.status === 'unreadable' && <Badge $tone="warn">{words.qrUnreadable}</Badge>}
      {check.status === 'unchecked' && <Badge>{words.qrUnchecked}</Badge>}
    </Notes>
  );
}
