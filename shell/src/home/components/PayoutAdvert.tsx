import styled from 'styled-components';
import { payoutAdvert, th, type HomeRate } from '@lotto/shared';

const Advert = styled.section`
  margin: 16px 12px;
  padding: 20px 16px;
  border-radius: 16px;
  text-align: center;
  color: ${({ theme }) => theme.ink};
  background: radial-gradient(
    circle at 20% 20%,
    ${({ theme }) => theme.yellow.A100},
    ${({ theme }) => theme.yellow[700]} 60%,
    ${({ theme }) => theme.yellow[900]}
  );
  box-shadow: 0 4px 16px rgba(245, 127, 23, 0.35);
  p {
    margin: 0;
  }
  strong {
    display: block;
    font-size: clamp(2.25rem, 10vw, 3.5rem);
    line-height: 1.1;
    font-weight: 800;
    letter-spacing: 0.5px;
  }
  small {
    display: block;
    margin-top: 4px;
    color: #3e2723;
  }
`;

/**
 * docs/screens.md#the-product: the home page advertises its highest payout per 1 baht, the figure
 * and the type taken from the rate table below it (nothing while that table is empty).
 */
export function PayoutAdvert({ rates }: { rates: readonly HomeRate[] }) {
  const advert = payoutAdvert(rates);
  if (!advert) return null;
  return (
    <Advert aria-labelledby="payout-title">
      <p>{th.home.payoutLead}</p>
      <h2 id="payout-title" style={{ margin: 0 }}>
        <strong>{advert.title}</strong>
      </h2>
      <p>{advert.sub}</p>
      <small>{th.home.payoutNote}</small>
    </Advert>
  );
}
