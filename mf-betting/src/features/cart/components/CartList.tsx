import { BET_TYPE_INFO, withValues, th } from '@lotto/shared';
import { useAppDispatch } from '@lotto/shared/client';
import styled from 'styled-components';
import { amountChanged, lineRemoved, type CartLine } from '../../../lib/cart/cartSlice';
import { cartTotals, lineAmount } from '../../../lib/cart/cartTotals';
import { NumberTerms } from '../../../lib/terms/NumberTerms';

const t = th.betting.cart;

const Group = styled.section`
  margin-bottom: 12px;
  border: 1px solid #e0e0e0;
  border-radius: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.surface};
  h3 {
    margin: 0;
    padding: 8px 12px;
    font-size: 1rem;
    background: ${({ theme }) => theme.yellow[200]};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Row = styled.li<{ $changed: boolean }>`
  display: grid;
  /* The number takes its own width so that the terms (rate, รับได้อีก) keep room at 360 px. */
  grid-template-columns: minmax(32px, auto) minmax(0, 1fr) minmax(80px, 140px) auto;
  align-items: center;
  gap: 8px;
  padding: 6px 12px;
  border-top: 1px solid #eeeeee;
  background: ${({ $changed }) => ($changed ? '#fff3e0' : 'transparent')};
`;

const Number = styled.strong`
  font-size: 1.25rem;
  letter-spacing: 1px;
`;

const Rate = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.muted};
  em {
    display: inline-block;
    margin-left: 4px;
    padding: 0 6px;
    border-radius: 10px;
    font-style: normal;
    font-size: 0.75rem;
    color: #fff;
    background: ${({ theme }) => theme.danger};
  }
`;

const Amount = styled.input`
  width: 100%;
  min-height: 40px;
  padding: 4px 8px;
  font: inherit;
  text-align: right;
  border: 1px solid #bdbdbd;
  border-radius: 6px;
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.danger};
  }
`;

const Remove = styled.button`
  min-height: 40px;
  min-width: 44px;
  border: 1px solid ${({ theme }) => theme.danger};
  border-radius: 6px;
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.danger};
  font: inherit;
  cursor: pointer;
`;

export const Empty = styled.p`
  margin: 0 0 12px;
  padding: 16px;
  text-align: center;
  border: 1px dashed #bdbdbd;
  border-radius: 8px;
  color: ${({ theme }) => theme.muted};
`;

/** The chosen numbers per bet type, each with its amount (placeholder 'ระบุจำนวนเงิน') and `ลบ`. */
export function CartList({ roundId, lines }: { roundId: string; lines: readonly CartLine[] }) {
  const dispatch = useAppDispatch();
  if (lines.length === 0) return <Empty>{t.empty}</Empty>;
  return (
    <>
      {cartTotals(lines).byType.map((group) => {
        const label = BET_TYPE_INFO[group.type].label;
        return (
          <Group key={group.type} aria-label={label}>
            <h3>{label}</h3>
            <ul>
              {group.lines.map((line) => (
                <Row key={line.number} $changed={line.rateChanged}>
                  <Number>{line.number}</Number>
                  <Rate>
                    <NumberTerms
                      rate={line.rate}
                      limited={line.limited}
                      remaining={line.remaining}
                      cap={line.cap}
                      stake={lineAmount(line.amount)}
                      closed={line.closed}
                    />
                    {line.rateChanged && <em>{t.rateChangedLine}</em>}
                  </Rate>
                  <Amount
                    aria-label={withValues(t.amountOf, { number: line.number })}
                    placeholder={t.amountPlaceholder}
                    inputMode="decimal"
                    value={line.amount}
                    aria-invalid={lineAmount(line.amount) === null}
                    onChange={(event) =>
                      dispatch(amountChanged({ roundId, type: line.type, number: line.number, amount: event.target.value }))
                    }
                  />
                  <Remove
                    type="button"
                    aria-label={withValues(t.removeLine, { number: line.number })}
                    onClick={() => dispatch(lineRemoved({ roundId, type: line.type, number: line.number }))}
                  >
                    {t.remove}
                  </Remove>
                </Row>
              ))}
            </ul>
          </Group>
        );
      })}
    </>
  );
}
