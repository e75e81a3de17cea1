import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { betTypeOfLabel, countedSoon, formatRate, oddsOf, oddsText, th, type BetType, type HomeRate } from '@lotto/shared';
import { Muted, Section } from './Section';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 12px;
    text-align: left;
  }
  thead th {
    background: ${({ theme }) => theme.yellow[700]};
  }
  thead th:first-child {
    border-radius: 8px 0 0 8px;
  }
  thead th:last-child {
    border-radius: 0 8px 8px 0;
    text-align: right;
  }
  tbody td:last-child {
    text-align: right;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  tbody tr:nth-child(even) {
    background: ${({ theme }) => theme.yellow[50]};
  }
  small {
    display: block;
    margin-top: 2px;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.muted};
  }
`;

/**
 * A row's true odds, worked out after the first render: counting a part's outcomes with the
 * matcher (countedSoon, then oddsOf) was the longest task of the home page's start-up
 * (bench/README.md). Until then the line keeps its place, so nothing moves when it fills in.
 */
function RowOdds({ type, rate }: { type: BetType; rate: number }) {
  const [text, setText] = useState<string>();
  useEffect(() => {
    let current = true;
    void countedSoon(type).then(() => {
      if (current) setText(oddsText(oddsOf(type, rate)));
    });
    return () => {
      current = false;
    };
  }, [type, rate]);
  return <small aria-hidden={text === undefined}>{text ?? '\u00a0'}</small>;
}

/**
 * The payout-rate table of the home page, as the site config gives it, with each type's true odds
 * under its name: the chance of a number with all digits different (docs/lottery-rules.md#true-odds).
 */
export function RateTable({ rates }: { rates: HomeRate[] }) {
  return (
    <Section aria-labelledby="rates-title">
      <h2 id="rates-title">{th.home.ratesTitle}</h2>
      {rates.length === 0 ? (
        <Muted>{th.home.ratesEmpty}</Muted>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{th.home.rateType}</th>
              <th scope="col">{th.home.ratePays}</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => {
              // The admin's PATCH makes sure a label names a bet type; a row that names none quotes no odds.
              const type = betTypeOfLabel(rate.label);
              return (
                <tr key={rate.label}>
                  <td>
                    {rate.label}
                    {type && <RowOdds type={type} rate={rate.rate} />}
                  </td>
                  <td>{formatRate(rate.rate)}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </Section>
  );
}
