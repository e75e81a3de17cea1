import { BET_TYPE_INFO, th, type NumberTermsItem } from '@lotto/shared';
import styled from 'styled-components';
import { NumberTerms } from '../../../lib/terms/NumberTerms';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.muted};
  li {
    padding: 2px 0;
  }
  strong {
    margin-right: 6px;
    color: ${({ theme }) => theme.ink};
  }
`;

/** The terms numbers_paid gave for the last entry on the pad: each number's rate, cap left, or closed. */
export function PadTerms({ terms }: { terms: readonly NumberTermsItem[] }) {
  if (terms.length === 0) return null;
  return (
    <List aria-label={th.pad.terms.lastEntry}>
      {terms.map((item) => (
        <li key={`${item.type}:${item.number}`}>
          <strong>{item.number}</strong>
          {BET_TYPE_INFO[item.type].label}{' '}
          <NumberTerms
            rate={item.rate}
            limited={item.status === 'limited'}
            remaining={item.remaining ?? null}
            cap={item.cap ?? null}
            closed={item.status === 'closed'}
          />
        </li>
      ))}
    </List>
  );
}
