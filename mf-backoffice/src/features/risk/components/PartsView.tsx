import { useState } from 'react';
import styled from 'styled-components';
import { backofficeLabels, formatMoney, type LiabilityPartReply, withValues } from '@lotto/shared';
import { Card, CardTitle, Message, Money, Table, ToggleChip, Toolbar } from '@lotto/ui';
import { OutcomeGrid } from './OutcomeGrid';
import { ShareOfBudget } from './ShareOfBudget';

const words = backofficeLabels.risk;

const Heading = styled.h3`
  margin: 16px 0 8px;
  font-size: 1rem;
`;

const Stakes = styled.p`
  margin: 0 0 8px;
`;

/** The worst outcomes stay a table on a phone (four short columns); a very narrow screen scrolls it in its own box. */
const TableBox = styled.div`
  overflow-x: auto;
`;

function WorstTable({ part }: { part: LiabilityPartReply }) {
  return (
    <TableBox>
      <Table
        compact
        aria-label={`${words.worst} ${words.parts[part.part]}`}
        columns={[words.outcome, { label: words.liability, numeric: true }, { label: words.loss, numeric: true }, words.share]}
      >
        {part.worst.map((worst) => (
          <tr key={worst.outcome} aria-label={worst.outcome}>
            <td data-label={words.outcome}>
              <strong>{worst.outcome}</strong>
            </td>
            <td data-label={words.liability} className="number">
              <Money>{formatMoney(worst.liability)}</Money>
            </td>
            <td data-label={words.loss} className="number">
              <Money>{formatMoney(worst.loss)}</Money>
            </td>
            <td data-label={words.share}>
              <ShareOfBudget percent={worst.budget_percent} inColumn />
            </td>
          </tr>
        ))}
      </Table>
    </TableBox>
  );
}

function PartDetail({ part }: { part: LiabilityPartReply }) {
  return (
    <>
      <Stakes>
        {words.stakes}: <Money>{withValues(words.amount, { amount: formatMoney(part.stakes) })}</Money>
      </Stakes>
      {part.worst.length === 0 ? (
        <Message>{words.noLines}</Message>
      ) : (
        <>
          <Heading>{words.worst}</Heading>
          <WorstTable part={part} />
          <Heading>{words.grid}</Heading>
          <OutcomeGrid part={part} />
        </>
      )}
    </>
  );
}

/** One round's parts of the result (4 ตัวบน, 2 ตัวล่าง, …), one at a time: its stakes, its 20 worst outcomes and the grid of all. */
export function PartsView({ parts }: { parts: LiabilityPartReply[] }) {
  const [chosen, setChosen] = useState(parts[0]?.part);
  const part = parts.find((item) => item.part === chosen) ?? parts[0];
  if (!part) return null;
  return (
    <Card aria-labelledby="risk-parts">
      <CardTitle id="risk-parts">{words.partsLabel}</CardTitle>
      <Toolbar role="group" aria-label={words.partsLabel}>
        {parts.map((item) => (
          <ToggleChip key={item.part} pressed={item.part === part.part} onClick={() => setChosen(item.part)}>
            {words.parts[item.part]}
          </ToggleChip>
        ))}
      </Toolbar>
      <PartDetail part={part} />
    </Card>
  );
}
