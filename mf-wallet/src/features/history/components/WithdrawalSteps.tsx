import { formatMoneyDate, th, WITHDRAWAL_STEPS, type MoneyTransaction } from '@lotto/shared';
import styled from 'styled-components';

const w = th.wallet;

const Steps = styled.ol`
  list-style: none;
  margin: 6px 0 0;
  padding: 0;
  display: grid;
  gap: 2px;
  font-size: 0.9rem;
`;

const Step = styled.li<{ $reached: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 8px;
  color: ${({ theme, $reached }) => ($reached ? theme.ink : theme.muted)};
  &::before {
    content: '';
    flex: none;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    box-sizing: border-box;
    border: 2px solid ${({ theme, $reached }) => ($reached ? theme.success : '#bdbdbd')};
    background: ${({ theme, $reached }) => ($reached ? theme.success : 'transparent')};
  }
  .name {
    font-weight: ${({ $reached }) => ($reached ? 600 : 400)};
  }
  .time {
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A withdrawal's steps (แจ้งถอน, อนุมัติ, โอนแล้ว) with their Bangkok times; a step not reached yet
 * is grey and says รอดำเนินการ. A refused withdrawal goes no further: only the steps it reached.
 */
export function WithdrawalSteps({ row }: { row: MoneyTransaction }) {
  if (row.type !== 'withdraw') return null;
  const reachedAt = new Map(row.steps.map(({ step, at }) => [step, at]));
  const steps = row.status === 'reject' ? WITHDRAWAL_STEPS.filter((step) => reachedAt.has(step)) : WITHDRAWAL_STEPS;
  if (steps.length === 0) return null;
  return (
    <Steps aria-label={w.withdrawStepsTitle}>
      {steps.map((step) => {
        const at = reachedAt.get(step);
        return (
          <Step key={step} $reached={at !== undefined}>
            <span className="name">{w.withdrawSteps[step]}</span>
            <span className="time">{at ? formatMoneyDate(at) : w.withdrawStepWaiting}</span>
          </Step>
        );
      })}
    </Steps>
  );
}
