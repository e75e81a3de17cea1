import styled from 'styled-components';
import { ADVERTISED_PAYOUT } from '@lotto/shared';
import { selectIsLoggedIn, useAppSelector } from '@lotto/shared/client';
import { Remote } from '../remotes/remoteModules';

const Hero = styled.h1`
  margin: 16px;
  font-size: 1.5rem;
`;

/** Home: guests get the login box of mf-auth; everyone sees the result cards of mf-results. */
export function HomePage() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <>
      <Hero>บาทละ {ADVERTISED_PAYOUT}</Hero>
      {!loggedIn && <Remote remote="mf-auth" module="LoginBox" />}
      <Remote remote="mf-results" module="ResultCards" />
    </>
  );
}
