import styled from 'styled-components';
import { betTypeOfLabel, oddsOf, oddsText, th, type HomeRate } from '@lotto/shared';
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

/** A row's true odds, when its label names a bet type (the admin's PATCH makes sure it does). */
function rowOdds({ label, rate }: HomeRate): string | null {
  const type = betTypeOfLabel(label);
  return type ? oddsText(oddsOf(type, rate)) : null;
}

const rateFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

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
              const odds = rowOdds(rate);
              return (
                <tr key={rate.label}>
                  <td>
                    {rate.label}
                    {odds && <small>{odds}</small>}
                  </td>
                  <td>{rateFormat.format(rate.rate)}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </Section>
  );
}
