import { QUICK_STAKES, th } from '@lotto/shared';
import { useAppDispatch } from '@lotto/shared/client';
import { useState } from 'react';
import styled from 'styled-components';
import { allAmountsSet } from '../../../lib/cart/cartSlice';
import { lineAmount } from '../../../lib/cart/cartTotals';

const t = th.betting.cart;

const Panel = styled.fieldset`
  margin: 0 0 12px;
  padding: 10px 12px;
  border: 1px solid #e0e0e0;
  border-radius: 8px;
  background: ${({ theme }) => theme.surface};
  legend {
    font-weight: 700;
    padding: 0 4px;
  }
`;

const Quick = styled.div`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 6px;
  button {
    min-height: 44px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.yellow[800]};
    background: ${({ theme }) => theme.yellow[100]};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

const Free = styled.form`
  display: flex;
  gap: 6px;
  margin-top: 8px;
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 4px 8px;
    font: inherit;
    border: 1px solid #bdbdbd;
    border-radius: 6px;
  }
  button {
    min-height: 44px;
    padding: 0 14px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.yellow[800]};
    background: ${({ theme }) => theme.yellow[600]};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
    background: #eeeeee;
    border-color: #e0e0e0;
    color: #757575;
  }
`;

/** `ใส่ราคาทั้งหมด`: every line of the slip takes one amount, from a quick button or typed. */
export function SetAllAmounts({ roundId, disabled }: { roundId: string; disabled: boolean }) {
  const dispatch = useAppDispatch();
  const [free, setFree] = useState('');
  const setAll = (amount: string) => dispatch(allAmountsSet({ roundId, amount }));
  return (
    <Panel disabled={disabled}>
      <legend>{t.setAll}</legend>
      <Quick>
        {QUICK_STAKES.map((stake) => (
          <button key={stake} type="button" onClick={() => setAll(String(stake))}>
            {stake}
          </button>
        ))}
      </Quick>
      <Free
        onSubmit={(event) => {
          event.preventDefault();
          if (lineAmount(free) !== null) setAll(free.trim());
        }}
      >
        <input
          aria-label={t.setAllInput}
          placeholder={t.amountPlaceholder}
          inputMode="decimal"
          value={free}
          onChange={(event) => setFree(event.target.value)}
        />
        <button type="submit" disabled={lineAmount(free) === null}>
          {t.apply}
        </button>
      </Free>
    </Panel>
  );
}
