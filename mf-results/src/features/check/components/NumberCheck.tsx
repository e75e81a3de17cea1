import { useId, useState } from 'react';
import styled from 'styled-components';
import { BET_STATUS_LABELS, BET_TYPE_INFO, th, type LotteryResultItem } from '@lotto/shared';
import { MAX_CHECK_DIGITS, numberVerdicts } from '../numberVerdicts';

const words = th.results.check;

const Box = styled.div`
  margin-top: 16px;
  padding: 14px;
  border-radius: 12px;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.yellow[700]};
  label {
    display: block;
    font-weight: 700;
    margin-bottom: 6px;
  }
  input {
    width: 100%;
    max-width: 220px;
    min-height: 44px;
    padding: 6px 10px;
    border: 1px solid #9e9e9e;
    border-radius: 8px;
    font-size: 1.3rem;
    letter-spacing: 0.3em;
  }
  p {
    margin: 6px 0 0;
    color: ${({ theme }) => theme.muted};
    font-size: 0.9rem;
  }
`;

const Verdicts = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: 8px;
`;

const Verdict = styled.li<{ $won: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 8px 10px;
  border-radius: 8px;
  border: 1px solid ${({ theme, $won }) => ($won ? theme.success : '#bdbdbd')};
  background: ${({ $won }) => ($won ? '#e8f5e9' : '#f5f5f5')};
  strong {
    color: ${({ theme, $won }) => ($won ? theme.success : theme.muted)};
  }
`;

/** The member types a number and sees, per bet type of its length, whether it would have won. */
export function NumberCheck({ item }: { item: LotteryResultItem }) {
  const fieldId = useId();
  const hintId = useId();
  const [number, setNumber] = useState('');
  const verdicts = numberVerdicts(item.code, item.result, number);
  return (
    <Box>
      <label htmlFor={fieldId}>{words.number}</label>
      <input
        id={fieldId}
        inputMode="numeric"
        autoComplete="off"
        maxLength={MAX_CHECK_DIGITS}
        aria-describedby={hintId}
        value={number}
        onChange={(event) => setNumber(event.target.value.replace(/\D/g, '').slice(0, MAX_CHECK_DIGITS))}
      />
      <p id={hintId}>{words.numberHint}</p>
      {number !== '' && verdicts.length === 0 && <p role="status">{words.noTypeForLength.replace('{digits}', String(number.length))}</p>}
      {verdicts.length > 0 && (
        <Verdicts aria-label={words.verdictOf.replace('{number}', number)}>
          {verdicts.map(({ type, won }) => (
            <Verdict key={type} $won={won}>
              <span>{BET_TYPE_INFO[type].label}</span>
              <strong>{won ? BET_STATUS_LABELS.prize : BET_STATUS_LABELS.no_prize}</strong>
            </Verdict>
          ))}
        </Verdicts>
      )}
    </Box>
  );
}
